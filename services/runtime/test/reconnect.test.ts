import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { defineEvent, defineRpc } from '@courtage/contracts/define';
import { Type } from '@sinclair/typebox';
import { afterAll, describe, expect, it } from 'vitest';
import { type Bus, createBus, type EventEnvelope, rpcHandler } from '../src/bus.ts';
import { queuesOf } from '../src/subscriber.ts';
import { AMQP_URL, deleteQueues, eventually, logger, openRawChannel, uniqueName } from './helpers.ts';

const run = promisify(execFile);
const prefix = uniqueName('reconnect');
const ping = defineRpc({
  service: prefix,
  type: `${prefix}.ping`,
  version: 1,
  request: Type.Object({}),
  response: Type.Object({ pong: Type.Literal(true) }),
});
const tick = defineEvent({
  type: `${prefix}.clock.ticked`,
  version: 1,
  data: Type.Object({ n: Type.Integer() }),
});
const buses: Bus[] = [];

/** Broker-side ids of the open connections whose client-provided name contains `needle`. */
async function connectionsNamed(needle: string): Promise<string[]> {
  const { stdout } = await run('rabbitmqctl', [
    'list_connections',
    'pid',
    'client_properties',
    '-q',
    '--no-table-headers',
  ]);
  return stdout
    .split('\n')
    .filter((line) => line.includes(`{"connection_name","${needle}`))
    .map((line) => line.split('\t')[0] as string);
}

afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()));
  const raw = await openRawChannel();
  const queues = queuesOf({ consumer: prefix, purpose: 'ticks' });
  await deleteQueues(raw.channel, [`${prefix}.rpc`, queues.main, queues.retry, queues.dlq]);
  await raw.close();
});

describe('reconnection', () => {
  it('reconnects after the broker closes the connections, then serves RPCs and events again', async () => {
    const server = await createBus({ url: AMQP_URL, name: `${prefix}-server`, logger });
    const client = await createBus({ url: AMQP_URL, name: `${prefix}-client`, logger });
    buses.push(server, client);
    const ticks: EventEnvelope[] = [];
    await server.serve(prefix, [rpcHandler(ping, async () => ({ pong: true as const }))]);
    await server.subscribe({
      consumer: prefix,
      purpose: 'ticks',
      events: [tick],
      async handle(event) {
        ticks.push(event);
      },
    });
    expect(await client.call(ping, {})).toEqual({ pong: true });

    // What `rabbitmqctl close_all_connections` does, limited to this test's two connections:
    // the vhost is shared with the other packages' tests, which must not be disturbed.
    const before = await connectionsNamed(prefix);
    expect(before).toHaveLength(2);
    for (const pid of before) await run('rabbitmqctl', ['close_connection', pid, 'test']);

    const reply = await eventually(
      () => client.call(ping, {}, { timeoutMs: 500 }).catch(() => undefined),
      'an RPC to succeed after reconnection',
      20_000,
      100,
    );
    expect(reply).toEqual({ pong: true });
    const after = await connectionsNamed(prefix);
    expect(after).toHaveLength(2);
    expect(after.filter((pid) => before.includes(pid))).toEqual([]);
    expect(server.isConnected() && client.isConnected()).toBe(true);

    // The subscription was re-established on the new connection too.
    const sent: EventEnvelope = {
      messageId: randomUUID(),
      type: tick.type,
      version: 1,
      occurredAt: new Date().toISOString(),
      correlationId: 'corr-tick',
      data: { n: 1 },
    };
    await eventually(() => client.publish(sent).then(() => true), 'the publisher channel');
    await eventually(async () => (ticks.length > 0 ? true : undefined), 'the event after reconnection');
    expect(ticks.map((event) => event.messageId)).toEqual([sent.messageId]);
  });
});
