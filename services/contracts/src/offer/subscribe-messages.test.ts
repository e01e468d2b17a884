import { describe, expect, it } from 'vitest';
import { SUBSCRIBE_STATE_MESSAGES, subscribeStateMessage } from './subscribe-messages.ts';

describe('subscribeStateMessage', () => {
  it('lets a confirmed offer be subscribed and says why any other cannot', () => {
    expect(subscribeStateMessage('confirmed')).toBeNull();
    expect(subscribeStateMessage('proposed')).toBe(SUBSCRIBE_STATE_MESSAGES.notConfirmed);
    expect(subscribeStateMessage('cancelled')).toBe(SUBSCRIBE_STATE_MESSAGES.cancelled);
    for (const state of ['subscribed', 'in_review', 'signed'])
      expect(subscribeStateMessage(state)).toBe(SUBSCRIBE_STATE_MESSAGES.alreadySubscribed);
  });
});
