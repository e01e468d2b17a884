import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { SerializedJson, serializeInTurns } from './serialized-json.ts';

describe('serializeInTurns', () => {
  it('gives the same JSON as JSON.stringify, whatever the slice size and the array length', async () => {
    for (const records of [
      [],
      [['a']],
      [
        ['a', 'b'],
        ['c', 'd'],
        ['e"f', 'g\nh'],
      ],
    ]) {
      for (const itemsPerTurn of [1, 2, 500]) {
        const value = { header: ['x', 'y'], records };
        const serialized = await serializeInTurns(value, 'records', itemsPerTurn);
        expect(serialized).toBeInstanceOf(SerializedJson);
        expect(JSON.parse(serialized.text)).toEqual(value);
      }
    }
    expect(JSON.parse((await serializeInTurns({ records: [[1]] }, 'records')).text)).toEqual({
      records: [[1]],
    });
    expect(JSON.parse((await serializeInTurns({ other: 1 }, 'records')).text)).toEqual({ other: 1 });
  });

  it('lets the event loop turn between two slices of an 8 MiB table of 20,000 records', async () => {
    const records = Array.from({ length: 20_000 }, (_, i) => [
      'Mme',
      `Dupont${i}`,
      'Marie',
      `marie.dupont${i}@example.fr`,
      'x'.repeat(330),
    ]);
    // Another task of the loop, run at each turn: it must get a turn between every two slices.
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const serialized = await serializeInTurns({ header: ['a', 'b', 'c', 'd', 'e'], records }, 'records', 250);
    delay.disable();
    ticking = false;
    expect(Buffer.concat(serialized.chunks).length).toBeGreaterThan(7 * 2 ** 20);
    expect(turns).toBeGreaterThanOrEqual(20_000 / 250 - 1);
    // Timing depends on the machine's load: printed, not asserted (the gateway's test asserts it).
    console.log(
      `serializeInTurns, 8 MiB: ${turns} turns, event-loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms`,
    );
  });
});
