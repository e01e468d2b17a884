import { afterEach, describe, expect, it, vi } from 'vitest';
import { CMS_TTL_MS, createCmsQuery, invalidateCmsCache } from './cms-cache.ts';

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

describe('createCmsQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('caches under 60 s, reloads after, serves the last good value when Strapi fails', async () => {
    let clock = 0;
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer({ v: 1 }))
      .mockResolvedValueOnce(answer({ v: 2 }));
    vi.stubGlobal('fetch', fetchMock);
    const query = createCmsQuery(
      '/api/x',
      (raw: { v: number }) => raw.v,
      () => clock,
    );
    expect(CMS_TTL_MS).toBeLessThanOrEqual(60_000);
    expect(await query()).toBe(1);
    clock = CMS_TTL_MS - 1;
    expect(await query()).toBe(1);
    clock = CMS_TTL_MS + 1;
    expect(await query()).toBe(2);
    fetchMock.mockRejectedValue(new Error('down'));
    clock += CMS_TTL_MS + 1;
    expect(await query()).toBe(2);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('reloads at once after invalidation (the publish webhook)', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer({ v: 'old' }))
      .mockResolvedValueOnce(answer({ v: 'new' }));
    vi.stubGlobal('fetch', fetchMock);
    const query = createCmsQuery(
      '/api/y',
      (raw: { v: string }) => raw.v,
      () => 0,
    );
    expect(await query()).toBe('old');
    invalidateCmsCache();
    expect(await query()).toBe('new');
  });

  it('throws when Strapi never answered', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new Error('down')));
    const query = createCmsQuery(
      '/api/z',
      (raw: unknown) => raw,
      () => 0,
    );
    await expect(query()).rejects.toThrow(/unreachable/);
  });
});
