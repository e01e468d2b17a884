import { createHmac } from 'node:crypto';
import type { APIContext } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { previewMiddleware } from './preview-middleware.ts';

const SECRET = 'test-preview-secret';
function sign(claims: object): string {
  const encoded = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${encoded}.${createHmac('sha256', SECRET).update(encoded).digest('base64url')}`;
}

async function preview(policy: string) {
  const token = sign({ p: '/faq', e: Math.floor(Date.now() / 1000) + 60 });
  const context = { url: new URL(`http://localhost:4321/faq?apercu=${token}`), locals: {} } as APIContext;
  return previewMiddleware(
    context,
    async () =>
      new Response('<p>brouillon</p>', {
        headers: { 'content-security-policy': policy, 'x-frame-options': 'DENY' },
      }),
  ) as Promise<Response>;
}

describe('the draft preview’s framing', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('lets the admin panel frame it from localhost and 127.0.0.1 by default', async () => {
    vi.stubEnv('PREVIEW_SECRET', SECRET);
    vi.stubEnv('CMS_PUBLIC_URL', 'http://localhost:11337');
    const response = await preview("default-src 'self'; frame-ancestors 'none'");
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'self'; frame-ancestors http://localhost:11337 http://127.0.0.1:11337",
    );
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('takes the host names CMS_ADMIN_HOSTS lists instead', async () => {
    vi.stubEnv('PREVIEW_SECRET', SECRET);
    vi.stubEnv('CMS_PUBLIC_URL', 'https://cms.courtage-sante.fr');
    vi.stubEnv('CMS_ADMIN_HOSTS', 'cms.courtage-sante.fr,admin.courtage-sante.fr');
    const response = await preview("frame-ancestors 'none'");
    expect(response.headers.get('content-security-policy')).toBe(
      'frame-ancestors https://cms.courtage-sante.fr https://admin.courtage-sante.fr',
    );
  });
});
