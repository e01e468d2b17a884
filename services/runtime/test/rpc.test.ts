import { defineRpc } from '@courtage/contracts/define';
import { AppError } from '@courtage/contracts/errors';
import { Type } from '@sinclair/typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bus, createBus, rpcHandler } from '../src/bus.ts';
import { AMQP_URL, deleteQueues, eventually, logger, openRawChannel, uniqueName } from './helpers.ts';

const service = uniqueName('rpc');
const echo = defineRpc({
  service,
  type: `${service}.echo`,
  version: 1,
  request: Type.Object({
    name: Type.String({ minLength: 1 }),
    email: Type.Optional(Type.String({ format: 'email' })),
  }),
  response: Type.Object({ greeting: Type.String(), correlationId: Type.String(), actorKind: Type.String() }),
});
const refuse = defineRpc({
  service,
  type: `${service}.refuse`,
  version: 1,
  request: Type.Object({}),
  response: Type.Object({}),
});
const crash = defineRpc({ ...refuse, type: `${service}.crash` });
const lie = defineRpc({ ...echo, type: `${service}.lie` });

let bus: Bus;

beforeAll(async () => {
  bus = await createBus({ url: AMQP_URL, name: service, logger });
  await bus.serve(service, [
    rpcHandler(echo, async (data, meta) => ({
      greeting: `Bonjour ${data.name}`,
      correlationId: meta.correlationId,
      actorKind: meta.actor.kind,
    })),
    rpcHandler(refuse, async () => {
      throw new AppError('CONFLICT', 'Déjà fait.', { field: 'x' });
    }),
    rpcHandler(crash, async () => {
      throw new Error('database exploded');
    }),
    // biome-ignore lint/suspicious/noExplicitAny: a handler breaking its contract on purpose
    rpcHandler(lie, async () => ({ greeting: 42 }) as any),
  ]);
});

afterAll(async () => {
  await bus.close();
  const raw = await openRawChannel();
  await deleteQueues(raw.channel, [`${service}.rpc`]);
  await raw.close();
});

describe('RPC over direct reply-to', () => {
  it('answers with the handler result, carrying correlation id and actor', async () => {
    const reply = await bus.call(
      echo,
      { name: 'Ada' },
      { correlationId: 'corr-1', actor: { kind: 'admin', id: '7' } },
    );
    expect(reply).toEqual({ greeting: 'Bonjour Ada', correlationId: 'corr-1', actorKind: 'admin' });
  });

  it('serves concurrent calls, each to its own caller', async () => {
    const names = Array.from({ length: 50 }, (_, index) => `n${index}`);
    const replies = await Promise.all(names.map((name) => bus.call(echo, { name })));
    expect(replies.map((reply) => reply.greeting)).toEqual(names.map((name) => `Bonjour ${name}`));
  });

  it("propagates the handler's AppError with its code, message and details", async () => {
    const error = await bus.call(refuse, {}).catch((caught) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'Déjà fait.', details: { field: 'x' } });
  });

  it('answers INTERNAL without the message of an unexpected error', async () => {
    const error = await bus.call(crash, {}).catch((caught) => caught);
    expect(error).toMatchObject({ code: 'INTERNAL' });
    expect(error.message).not.toContain('exploded');
  });

  it('answers INTERNAL when the handler breaks its response contract', async () => {
    await expect(bus.call(lie, { name: 'x' })).rejects.toMatchObject({ code: 'INTERNAL' });
  });

  it('rejects a request that fails its schema with VALIDATION_FAILED before sending it', async () => {
    const error = await bus.call(echo, { name: '', email: 'nope' }).catch((caught) => caught);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(error.details.map((detail: { field: string }) => detail.field)).toEqual(['name', 'email']);
  });

  it('answers VALIDATION_FAILED when an invalid request reaches the server', async () => {
    // A caller that skips client-side validation (another language, an old version).
    const unchecked = { ...echo, request: Type.Any() };
    const error = await bus.call(unchecked, { name: 3 }).catch((caught) => caught);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'name' }] });
  });

  it('fails with TIMEOUT after the configured time when nobody serves the service', async () => {
    const nobody = defineRpc({ ...echo, service: uniqueName('nobody'), type: 'nobody.echo' });
    const timeoutMs = 600;
    const started = performance.now();
    const error = await bus.call(nobody, { name: 'x' }, { timeoutMs }).catch((caught) => caught);
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('TIMEOUT');
    expect(elapsed).toBeGreaterThanOrEqual(timeoutMs - 1);
    expect(elapsed).toBeLessThan(timeoutMs + 2_000);
  });

  it('re-subscribes when the broker cancels the consumer (queue deleted)', async () => {
    const raw = await openRawChannel();
    await raw.channel.deleteQueue(`${service}.rpc`);
    await raw.close();
    const reply = await eventually(
      () => bus.call(echo, { name: 'again' }, { timeoutMs: 300 }).catch(() => undefined),
      'the RPC queue to be served again',
    );
    expect(reply.greeting).toBe('Bonjour again');
  });

  it('fails with UNAVAILABLE when the broker cannot be reached', async () => {
    const lonely = await createBus({
      url: 'amqp://guest:guest@127.0.0.1:1/courtage_test',
      name: 'lonely',
      logger,
    });
    expect(lonely.isConnected()).toBe(false);
    await expect(lonely.call(echo, { name: 'x' }, { timeoutMs: 300 })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
    await lonely.close();
  });
});

describe('calls in flight', () => {
  it('refuses a call beyond the bound at once, in French, and takes calls again once replies come', async () => {
    const slowService = uniqueName('rpc-slow');
    const slow = defineRpc({
      service: slowService,
      type: `${slowService}.wait`,
      version: 1,
      request: Type.Object({ n: Type.Integer() }),
      response: Type.Object({ n: Type.Integer() }),
    });
    const gates: Array<() => void> = [];
    const server = await createBus({ url: AMQP_URL, name: slowService, logger });
    const client = await createBus({
      url: AMQP_URL,
      name: `${slowService}-client`,
      logger,
      maxCallsInFlight: 3,
    });
    try {
      await server.serve(slowService, [
        rpcHandler(slow, (data) => new Promise((resolve) => gates.push(() => resolve(data)))),
      ]);
      const waiting = [1, 2, 3].map((n) => client.call(slow, { n }));
      await eventually(async () => (gates.length === 3 ? true : undefined), 'three calls at the server');
      // Refused while the three wait for their replies: not queued behind them, never sent.
      await expect(client.call(slow, { n: 4 })).rejects.toMatchObject({
        code: 'UNAVAILABLE',
        message: 'Service momentanément indisponible, réessayez dans quelques instants.',
      });
      expect(gates).toHaveLength(3);
      for (const open of gates.splice(0)) open();
      expect(await Promise.all(waiting)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
      const again = client.call(slow, { n: 5 });
      await eventually(async () => (gates.length === 1 ? true : undefined), 'the next call at the server');
      gates[0]?.();
      expect(await again).toEqual({ n: 5 });
    } finally {
      await client.close();
      await server.close();
      const raw = await openRawChannel();
      await deleteQueues(raw.channel, [`${slowService}.rpc`]);
      await raw.close();
    }
  });
});
