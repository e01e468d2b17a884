import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from './json-body.ts';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('exceedsJsonDepth', () => {
  it('lets through bodies up to the limit and refuses one level more', () => {
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(exceedsJsonDepth(`${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`)).toBe(true);
  });

  it('counts siblings once and ignores brackets inside strings, escaped quotes included', () => {
    expect(exceedsJsonDepth(JSON.stringify(Array.from({ length: 1000 }, () => [[1], { a: [2] }])))).toBe(
      false,
    );
    expect(exceedsJsonDepth(JSON.stringify({ text: '['.repeat(100), quoted: '"[[[[' }), 2)).toBe(false);
    expect(exceedsJsonDepth('{"a":"\\\\","b":[[[1]]]}', 3)).toBe(true);
  });
});
