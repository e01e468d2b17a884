import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The query parameter of a preview link made by the CMS's preview panel (cms/config/admin.ts). */
export const PREVIEW_PARAM = 'apercu';

export type PreviewContext = { secret: string };

const storage = new AsyncLocalStorage<PreviewContext>();

/** The preview of the request being rendered, if it is one: CMS queries then read drafts. */
export function currentPreview(): PreviewContext | undefined {
  return storage.getStore();
}

export function runWithPreview<T>(context: PreviewContext, render: () => T): T {
  return storage.run(context, render);
}

/** PREVIEW_SECRET, shared with the CMS; empty (no previews at all) when unset in production. */
export function getPreviewSecret(): string {
  const secret = process.env.PREVIEW_SECRET?.trim();
  if (secret) return secret;
  return process.env.NODE_ENV === 'production' ? '' : 'dev-only-insecure-preview_secret';
}

/**
 * The page a preview token was signed for, when its signature (HMAC-SHA256 with the secret) is
 * right and it has not expired; null otherwise. Format: `<base64url claims>.<base64url mac>`,
 * claims `{ p: path, e: expiry in seconds }` (cms/src/utils/preview-token.ts signs it).
 */
export function verifyPreviewToken(
  token: string,
  secret: string,
  nowS = Math.floor(Date.now() / 1000),
): { path: string } | null {
  const [claims, mac, extra] = token.split('.');
  if (!claims || !mac || extra !== undefined || !secret) return null;
  const expected = createHmac('sha256', secret).update(claims).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
      p?: unknown;
      e?: unknown;
    };
    if (typeof parsed.p !== 'string' || typeof parsed.e !== 'number' || parsed.e < nowS) return null;
    return { path: parsed.p };
  } catch {
    return null;
  }
}
