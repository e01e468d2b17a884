import { describe, expect, it } from 'vitest';
import { signWebhookBody, verifyWebhookSignature } from './verify-webhook-signature.ts';

const secret = 'un-secret-partage-de-test';
const body = '{"kind":"offer","records":[]}';
const now = 1_800_000_000;

function check(overrides: Partial<Parameters<typeof verifyWebhookSignature>[0]> = {}) {
  const timestamp = String(now);
  return verifyWebhookSignature({
    secret,
    timestamp,
    signature: `sha256=${signWebhookBody(secret, timestamp, body)}`,
    rawBody: body,
    nowSeconds: now,
    ...overrides,
  });
}

describe('verifyWebhookSignature', () => {
  it('accepts a fresh, correctly signed body and gives its signature as the delivery id', () => {
    const result = check();
    expect(result).toEqual({ ok: true, deliveryId: signWebhookBody(secret, String(now), body) });
  });

  it('refuses a changed body, another secret, a missing or malformed header', () => {
    expect(check({ rawBody: `${body} ` })).toEqual({ ok: false, reason: 'bad-signature' });
    expect(check({ secret: 'autre' })).toEqual({ ok: false, reason: 'bad-signature' });
    expect(check({ signature: undefined })).toEqual({ ok: false, reason: 'bad-signature' });
    expect(check({ signature: 'sha256=zz' })).toEqual({ ok: false, reason: 'bad-signature' });
    expect(check({ timestamp: 'hier' })).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses a signature older or newer than 5 minutes, and accepts one at the edge', () => {
    const old = String(now - 301);
    expect(check({ timestamp: old, signature: `sha256=${signWebhookBody(secret, old, body)}` })).toEqual({
      ok: false,
      reason: 'stale',
    });
    const future = String(now + 301);
    expect(
      check({ timestamp: future, signature: `sha256=${signWebhookBody(secret, future, body)}` }),
    ).toEqual({ ok: false, reason: 'stale' });
    const edge = String(now - 300);
    expect(check({ timestamp: edge, signature: `sha256=${signWebhookBody(secret, edge, body)}` }).ok).toBe(
      true,
    );
  });
});
