import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './compress-middleware.ts';

describe('acceptsGzip', () => {
  it('takes gzip when the browser offers it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
  });

  it('sends plain bodies otherwise', () => {
    expect(acceptsGzip(null)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('br, gzip;q=0')).toBe(false);
  });
});
