import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_ORIGIN, siteOrigin } from './site-url.ts';

describe('site origin of canonical, sitemap and robots URLs', () => {
  const saved = process.env.PUBLIC_SITE_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.PUBLIC_SITE_URL;
    else process.env.PUBLIC_SITE_URL = saved;
  });

  it('never follows the Host header of the request', () => {
    delete process.env.PUBLIC_SITE_URL;
    expect(siteOrigin(new URL('https://attaquant.example/'))).toBe(DEFAULT_SITE_ORIGIN);
    process.env.PUBLIC_SITE_URL = 'https://www.courtage-sante.fr/';
    expect(siteOrigin(new URL('https://attaquant.example/'))).toBe('https://www.courtage-sante.fr');
  });
});
