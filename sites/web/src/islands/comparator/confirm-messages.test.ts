import { CONFIRM_MESSAGES } from '@courtage/contracts/offer/confirm-offer.rpc';
import { describe, expect, it } from 'vitest';
import { CONFIRM_TEXT, confirmOutcome } from './confirm-messages.ts';

const reply = (emailQueued: boolean) => ({
  ok: true as const,
  status: 200,
  body: {
    offerId: 'o',
    state: 'confirmed' as const,
    dateSlot: '2026-11-23',
    timeSlot: '10:00',
    emailQueued,
    message: '',
    subscriptionToken: 'p.1900000000.capability',
  },
});

describe('confirmation outcome', () => {
  it('uses the contract wording of §8', () => {
    for (const key of ['noSlot', 'failure', 'success', 'successNoEmail'] as const)
      expect(CONFIRM_TEXT[key]).toBe(CONFIRM_MESSAGES[key]);
  });

  it('success, success without email, refusal with its message, failure', () => {
    expect(confirmOutcome(reply(true))).toMatchObject({ kind: 'confirmed', message: CONFIRM_TEXT.success });
    expect(confirmOutcome(reply(false))).toMatchObject({
      kind: 'confirmed',
      message: CONFIRM_TEXT.successNoEmail,
    });
    expect(
      confirmOutcome({
        ok: false,
        status: 409,
        code: 'CONFLICT',
        message: CONFIRM_MESSAGES.slotFull,
        details: [],
      }),
    ).toEqual({
      kind: 'refused',
      status: 409,
      message: CONFIRM_MESSAGES.slotFull,
    });
    expect(confirmOutcome({ ok: false, status: 503, code: 'HTTP', message: '', details: [] })).toEqual({
      kind: 'failed',
      message: CONFIRM_TEXT.failure,
    });
    expect(confirmOutcome({ ok: false, status: 0, code: 'NETWORK', message: '', details: [] })).toEqual({
      kind: 'failed',
      message: CONFIRM_TEXT.failure,
    });
  });
});
