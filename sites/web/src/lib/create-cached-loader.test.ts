import { describe, expect, it } from 'vitest';
import { createCachedLoader } from './create-cached-loader.ts';

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createCachedLoader', () => {
  it('serves the cached value until the TTL expires, then reloads', async () => {
    const { now, advance } = clock();
    let calls = 0;
    const load = createCachedLoader({ ttlMs: 60_000, errorTtlMs: 5_000, now, load: async () => ++calls });
    expect(await load()).toBe(1);
    advance(59_999);
    expect(await load()).toBe(1);
    advance(1);
    expect(await load()).toBe(2);
  });

  it('shares one in-flight load between concurrent callers', async () => {
    let calls = 0;
    let release: (value: string) => void = () => {};
    const load = createCachedLoader({
      ttlMs: 1000,
      errorTtlMs: 1000,
      load: () => {
        calls += 1;
        return new Promise<string>((resolve) => {
          release = resolve;
        });
      },
    });
    const both = Promise.all([load(), load()]);
    release('faq');
    expect(await both).toEqual(['faq', 'faq']);
    expect(calls).toBe(1);
  });

  it('remembers a failure for errorTtlMs, then tries again', async () => {
    const { now, advance } = clock();
    let calls = 0;
    const load = createCachedLoader<string>({
      ttlMs: 60_000,
      errorTtlMs: 5_000,
      now,
      load: async () => {
        calls += 1;
        if (calls === 1) throw new Error('down');
        return 'back';
      },
    });
    await expect(load()).rejects.toThrow('down');
    advance(4_999);
    await expect(load()).rejects.toThrow('down');
    expect(calls).toBe(1);
    advance(1);
    expect(await load()).toBe('back');
  });

  it('serves the last good value when a reload fails', async () => {
    const { now, advance } = clock();
    let calls = 0;
    const load = createCachedLoader<string>({
      ttlMs: 60_000,
      errorTtlMs: 5_000,
      now,
      load: async () => {
        calls += 1;
        if (calls === 2) throw new Error('down');
        return `v${calls}`;
      },
    });
    expect(await load()).toBe('v1');
    advance(60_000);
    expect(await load()).toBe('v1');
    advance(4_999);
    expect(await load()).toBe('v1');
    expect(calls).toBe(2);
    advance(1);
    expect(await load()).toBe('v3');
  });
});
