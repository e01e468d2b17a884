import { describe, expect, it } from 'vitest';
import { isSessionRemoval } from './is-session-removal.ts';

describe('isSessionRemoval', () => {
  it('is true when sessionId is removed or the storage cleared', () => {
    expect(isSessionRemoval({ key: 'sessionId', newValue: null })).toBe(true);
    expect(isSessionRemoval({ key: null, newValue: null })).toBe(true);
  });

  it('is false for a new session or another key', () => {
    expect(isSessionRemoval({ key: 'sessionId', newValue: '{"value":"x","expiry":1}' })).toBe(false);
    expect(isSessionRemoval({ key: 'persist:root', newValue: null })).toBe(false);
    expect(isSessionRemoval({ key: 'authData', newValue: null })).toBe(false);
  });
});
