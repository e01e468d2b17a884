import { describe, expect, it } from 'vitest';
import { backoffMs, withHeartbeat } from './bus-connection.ts';

describe('backoffMs', () => {
  it('grows from about 100 ms and never exceeds 5 s, with jitter kept in the upper half', () => {
    for (let failures = 0; failures < 12; failures += 1) {
      const ceiling = Math.min(5_000, 100 * 2 ** failures);
      const delay = backoffMs(failures);
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
      expect(delay).toBeLessThanOrEqual(ceiling);
    }
  });
});

describe('withHeartbeat', () => {
  it('adds a 15 s heartbeat unless the URL has one', () => {
    expect(withHeartbeat('amqp://guest:guest@127.0.0.1:5672/courtage_test')).toBe(
      'amqp://guest:guest@127.0.0.1:5672/courtage_test?heartbeat=15',
    );
    expect(withHeartbeat('amqp://h/v?heartbeat=5')).toBe('amqp://h/v?heartbeat=5');
  });
});
