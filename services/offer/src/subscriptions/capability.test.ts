import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CAPABILITY_TTL_SECONDS, createCapabilities } from './capability.ts';

describe('subscription capability', () => {
  const capabilities = createCapabilities(Buffer.alloc(32, 7));
  const offerId = randomUUID();

  it('accepts its own token for its offer, with its purpose', () => {
    expect(capabilities.verify(capabilities.issue(offerId, 'page'), offerId)).toBe('page');
    expect(capabilities.verify(capabilities.issue(offerId, 'email'), offerId)).toBe('email');
  });

  it('refuses another offer, another key, a changed purpose, expiry and garbage', () => {
    const token = capabilities.issue(offerId, 'page');
    expect(capabilities.verify(token, randomUUID())).toBeNull();
    expect(createCapabilities(Buffer.alloc(32, 8)).verify(token, offerId)).toBeNull();
    expect(capabilities.verify(`e${token.slice(1)}`, offerId)).toBeNull();
    const later = Date.now() + (CAPABILITY_TTL_SECONDS.page + 1) * 1000;
    expect(capabilities.verify(token, offerId, later)).toBeNull();
    for (const bad of [undefined, '', 'p.1.x', `${token}x`, token.replace(/\.\d+\./, '.99999999999.')]) {
      expect(capabilities.verify(bad, offerId)).toBeNull();
    }
  });
});
