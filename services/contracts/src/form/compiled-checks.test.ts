import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPILED_CHECKS, compiledCheckSource } from '../../scripts/compile-form-checks.ts';
import { checkComparisonRequest } from '../offer/comparison-request-check.ts';
// The forms of the compiled schemas, for formOf() below (their modules define them on import).
import '../offer/comparison-request-form.ts';
import '../offer/subscriber-identity-form.ts';
import { declaredHousehold } from '../offer/subscriber-identity.ts';
import { checkSubscriberIdentity } from '../offer/subscriber-identity-check.ts';
import { sampleComparisonRequest, sampleStep01 } from '../offer/test-requests.ts';
import { type CompiledValidator, checkCompiledForm } from './compiled-check.ts';
import { checkForm, formOf } from './define-form.ts';
import { spoiledInputs } from './spoiled-inputs.ts';

const SCRIPT = new URL('../../scripts/compile-form-checks.ts', import.meta.url);

/** A value each compiled form accepts: the generated invalid inputs are spoiled copies of it. */
const VALID: Record<string, unknown> = {
  '../src/offer/comparison-request.check.generated.ts': sampleComparisonRequest(),
  '../src/offer/confirm-offer.check.generated.ts': {
    offerId: '5b0f4c1e-8f5a-4d4e-9b7a-3c2d1e0f9a8b',
    dateSlot: '2026-12-01',
    timeSlot: '10:00',
  },
  '../src/offer/subscriber-identity.check.generated.ts': {
    step01: sampleStep01(),
    declared: declaredHousehold(sampleComparisonRequest().members),
  },
};

describe('form checks compiled ahead of time', () => {
  for (const { schema, file } of COMPILED_CHECKS) {
    it(`${file} is the code of its schema today (npm run compile-form-checks -w @courtage/contracts)`, () => {
      expect(readFileSync(new URL(file, SCRIPT), 'utf8')).toBe(compiledCheckSource(schema));
    });

    // The browser's check and checkForm run the same messages and rules; only the schema engine
    // differs (Ajv's generated code, TypeBox's errors walk). Same French errors, same order.
    it(`${file} gives checkForm's field errors on invalid inputs made from its schema`, async () => {
      const form = formOf(schema);
      if (!form) throw new Error(`no defineForm() for the schema of ${file}`);
      const valid = VALID[file];
      if (valid === undefined) throw new Error(`add a valid value of ${file} to VALID`);
      const { validate } = (await import(new URL(file, SCRIPT).href)) as { validate: CompiledValidator };
      expect(checkCompiledForm(form, validate, valid)).toEqual([]);
      const inputs = spoiledInputs(schema, valid, 5);
      fc.assert(
        fc.property(inputs, (value) => {
          expect(checkCompiledForm(form, validate, value)).toEqual(checkForm(form, value));
        }),
        { numRuns: 300 },
      );
    });
  }

  it('the islands’ checks are those compiled checks with their forms’ parts', () => {
    const request = sampleComparisonRequest();
    request.credentials.email = 'marie@';
    const comparator = formOf(COMPILED_CHECKS[0]!.schema)!;
    expect(checkComparisonRequest(request)).toEqual(checkForm(comparator, request));
    const identity = { step01: sampleStep01({ securiteSociale: '1 85 04 2A 004 123 87' }), declared: {} };
    const subscriberIdentity = COMPILED_CHECKS.find(({ file }) => file.includes('subscriber-identity'))!;
    expect(checkSubscriberIdentity(identity)).toEqual(
      checkForm(formOf(subscriberIdentity.schema)!, identity),
    );
    expect(checkSubscriberIdentity(identity).length).toBeGreaterThan(0);
  });
});
