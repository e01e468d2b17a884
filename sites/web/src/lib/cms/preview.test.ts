import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { currentPreview, runWithPreview, verifyPreviewToken } from './preview.ts';

const SECRET = 'test-preview-secret';
// Signed the way the CMS signs (cms/src/utils/preview-token.ts): claims.mac, both base64url.
function sign(claims: object, secret = SECRET): string {
  const encoded = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${encoded}.${createHmac('sha256', secret).update(encoded).digest('base64url')}`;
}

describe('preview tokens', () => {
  const now = 1_800_000_000;

  it('gives the path of a valid, unexpired token', () => {
    expect(
      verifyPreviewToken(sign({ p: '/assurances/mutuelle-sante-senior', e: now + 60 }), SECRET, now),
    ).toEqual({
      path: '/assurances/mutuelle-sante-senior',
    });
  });

  it('refuses an expired token, another secret, a tampered path and garbage', () => {
    expect(verifyPreviewToken(sign({ p: '/', e: now - 1 }), SECRET, now)).toBeNull();
    expect(verifyPreviewToken(sign({ p: '/', e: now + 60 }, 'other'), SECRET, now)).toBeNull();
    const [, mac] = sign({ p: '/', e: now + 60 }).split('.');
    const forged = `${Buffer.from(JSON.stringify({ p: '/faq', e: now + 60 })).toString('base64url')}.${mac}`;
    expect(verifyPreviewToken(forged, SECRET, now)).toBeNull();
    expect(verifyPreviewToken('nope', SECRET, now)).toBeNull();
    expect(verifyPreviewToken(sign({ p: '/', e: now + 60 }), '', now)).toBeNull();
  });

  it('scopes the preview to the work started inside it', async () => {
    expect(currentPreview()).toBeUndefined();
    const seen = await runWithPreview({ secret: SECRET }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentPreview();
    });
    expect(seen).toEqual({ secret: SECRET });
    expect(currentPreview()).toBeUndefined();
  });
});
