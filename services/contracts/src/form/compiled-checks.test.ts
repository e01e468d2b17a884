import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPILED_CHECKS, compiledCheckSource } from '../../scripts/compile-form-checks.ts';

describe('form checks compiled ahead of time', () => {
  for (const { schema, file } of COMPILED_CHECKS) {
    it(`${file} is the code of its schema today (npm run compile-form-checks -w @courtage/contracts)`, () => {
      const url = new URL(file, new URL('../../scripts/compile-form-checks.ts', import.meta.url));
      expect(readFileSync(url, 'utf8')).toBe(compiledCheckSource(schema));
    });
  }
});
