import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpcQueue } from '../src/rpc-protocol.ts';
import { type ServiceWatch, startServiceWatch } from '../src/service-watch.ts';
import { AMQP_URL, logger, openRawChannel, uniqueName } from './helpers.ts';

// A watched service whose RPC queue was never declared answers 404 on its check, which closes the
// shared channel: the checks of the other services at that moment must still count their
// consumers, not read 'unknown'.
describe('service watch', () => {
  const served = uniqueName('watched');
  const missing = [uniqueName('never-a'), uniqueName('never-b'), uniqueName('never-c')];
  let raw: Awaited<ReturnType<typeof openRawChannel>>;
  let watch: ServiceWatch;

  beforeAll(async () => {
    raw = await openRawChannel();
    await raw.channel.assertQueue(rpcQueue(served), { autoDelete: true });
    await raw.channel.consume(rpcQueue(served), () => undefined, { noAck: true });
    watch = await startServiceWatch({
      url: AMQP_URL,
      name: 'service-watch-test',
      logger,
      services: [missing[0]!, served, ...missing.slice(1)],
      intervalMs: 50,
    });
  });

  afterAll(async () => {
    await watch?.close();
    await raw?.close();
  });

  it('counts a served queue beside queues that were never declared, at every check', async () => {
    const seen: (number | null)[] = [];
    for (let round = 0; round < 20; round++) {
      const statuses = await Promise.all(
        [missing[0]!, served, ...missing.slice(1)].map((s) => watch.recheck(s)),
      );
      expect(statuses).toEqual(['down', 'up', 'down', 'down']);
      seen.push(watch.report()[served]!.consumers);
    }
    expect(seen.every((count) => count === 1)).toBe(true);
  });
});
