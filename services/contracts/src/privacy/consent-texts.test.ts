import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONSENT_TEXTS } from './consent-texts.ts';

// A text shown to people changes only with a new version: this list pins each version's hash.
const PINNED: Record<string, string> = {
  'comparator.contact-recall@1': '86f5cf5f142ccdf967c74b73bc503ca95c5fe76ba3c9464896ec7dc6d41ecc1f',
  'contact-form.contact-recall@1': '7a97bcb52ede1ef547baf2465c6358c3b87ead3a7b4736e226af8f469fb69c4f',
  'subscription.terms@1': 'da7d2cfefaab5813a5ff3c39c7e744c1e0a1b2630c671455bfcc24ed9fcec247',
  'subscription.sepa@1': 'ef84eee4aefed6f1512f50c082949d45ac78e943eddf3154e30e39703f9bead8',
  'subscription.marketing@1': 'e4509492948c4adb0e89f37edb0d2c19d650c9ac46882ac9d2509ef3eaeb61d9',
};

describe('consent texts', () => {
  it('pins every text to its version: a changed text needs a new version', () => {
    for (const [id, entry] of Object.entries(CONSENT_TEXTS)) {
      const key = `${id}@${entry.version}`;
      const hash = createHash('sha256').update(entry.text).digest('hex');
      expect(PINNED[key], `${key} changed: give it a new version and pin its hash`).toBe(hash);
    }
  });
});
