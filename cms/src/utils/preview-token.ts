import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a preview link opened from the admin panel stays valid. */
export const PREVIEW_TTL_S = 30 * 60;

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

/**
 * A preview link's token: `<claims>.<signature>`, claims `{ p: site path, e: expiry (s) }`,
 * HMAC-SHA256 with PREVIEW_SECRET. The site checks it (sites/web/src/lib/cms/preview.ts) before
 * it renders a draft, so a preview URL works only for that page and only for a while.
 */
export function signPreviewToken(path: string, secret: string, nowS = Math.floor(Date.now() / 1000)): string {
  const claims = base64url(JSON.stringify({ p: path, e: nowS + PREVIEW_TTL_S }));
  return `${claims}.${createHmac('sha256', secret).update(claims).digest('base64url')}`;
}

/** True when `provided` is the preview secret (constant time). */
export function isPreviewSecret(provided: string | undefined, secret: string): boolean {
  if (!provided) return false;
  const a = Buffer.from(provided);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
