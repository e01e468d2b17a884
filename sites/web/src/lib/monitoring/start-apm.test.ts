import { describe, expect, it } from 'vitest';
import { objectsToMeasurement } from './start-apm.ts';

describe('the visitor’s objection to performance measurement', () => {
  it('follows Global Privacy Control and Do Not Track, and measures otherwise', () => {
    expect(objectsToMeasurement({ globalPrivacyControl: true })).toBe(true);
    expect(objectsToMeasurement({ doNotTrack: '1' })).toBe(true);
    expect(objectsToMeasurement({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false);
    expect(objectsToMeasurement({})).toBe(false);
  });
});
