import { randomUUID } from 'node:crypto';
import { signAccessToken } from '@courtage/contracts/auth/access-token';
import { DEV_ONLY_JWT_SECRET } from '@courtage/contracts/auth/jwt-secret';
import { contactQueryForm } from '@courtage/contracts/crm/contact-query';
import { quoteRequestForm } from '@courtage/contracts/crm/quote-request';
import { checkForm, type FormDefinition } from '@courtage/contracts/form/define-form';
import { comparisonRequestForm } from '@courtage/contracts/offer/comparison-request';
import { checkComparisonRequest } from '@courtage/contracts/offer/comparison-request-check';
import type { FormulaInput } from '@courtage/contracts/offer/plan-admin';
import {
  createPlanForm,
  planContentForm,
  previewPriceForm,
} from '@courtage/contracts/offer/plan-content-form';
import { subscribeOfferForm } from '@courtage/contracts/offer/subscribe-offer.rpc';
import { sampleComparisonRequest, sampleStep01 } from '@courtage/contracts/offer/test-requests';
import { Kind, type TSchema } from '@sinclair/typebox';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, randomIp } from './support/test-app.ts';

// DESIGN.md section 9: the browser (`checkForm`) and the gateway run one definition per form. For
// every form of the site, invalid inputs generated from its schema get the same French field
// errors, in the same order, from both.

type Json = unknown;
type Path = readonly (string | number)[];

/** The paths a form's schema names (objects' properties, a list's first item), up to `depth`. */
function schemaPaths(schema: TSchema, depth: number, prefix: Path = []): Path[] {
  if (depth === 0) return [];
  if (schema[Kind] === 'Object') {
    return Object.entries(schema.properties as Record<string, TSchema>).flatMap(([key, property]) => [
      [...prefix, key],
      ...schemaPaths(property, depth - 1, [...prefix, key]),
    ]);
  }
  if (schema[Kind] === 'Array') return schemaPaths(schema.items as TSchema, depth - 1, [...prefix, 0]);
  return [];
}

function setAt(value: Json, path: Path, next: Json | typeof DELETE): Json {
  const copy = structuredClone(value) as Record<string | number, Json>;
  let target: Json = copy;
  for (const key of path.slice(0, -1)) {
    // A parent spoiled by an earlier change (or an empty list): nothing left to spoil below it.
    if (typeof target !== 'object' || target === null) return copy;
    target = (target as Record<string | number, Json>)[key];
  }
  if (typeof target !== 'object' || target === null) return copy;
  const last = path.at(-1) as string | number;
  const parent = target as Record<string | number, Json>;
  if (next === DELETE) delete parent[last];
  else parent[last] = next;
  return copy;
}

const DELETE = Symbol('delete');

/** Values no schema of these forms takes where it expects text, a number, a list or an object. */
const badValue = fc.oneof(
  fc.constantFrom<Json>(12345, true, ['x'], null, {}, '', '   ', -1, 0, 1e12, 'x'.repeat(2001)),
  fc.string({ maxLength: 8 }).map((text) => `${text}\u0000`),
  fc.string({ maxLength: 30 }),
  fc.constant<typeof DELETE>(DELETE),
);

/** Invalid inputs of `form`, made from `valid` by spoiling one to three of the schema's paths. */
function invalidInputs(form: FormDefinition, valid: Json, depth: number) {
  const paths = schemaPaths(form.schema, depth);
  const spoil = fc.tuple(fc.constantFrom(...paths), badValue);
  return fc
    .tuple(fc.array(spoil, { minLength: 1, maxLength: 3 }), fc.boolean())
    .map(([changes, extra]) => {
      let value = valid;
      for (const [path, next] of changes) value = setAt(value, path, next);
      return extra ? { ...(value as object), role: 'admin' } : value;
    })
    .filter((value) => checkForm(form, value).length > 0);
}

const formula: FormulaInput = {
  code: 'essentiel',
  name: 'Essentiel',
  tariff: {
    basePrice: 35,
    ageBands: [
      { minAge: 0, maxAge: 39, factor: 1 },
      { minAge: 40, maxAge: 110, factor: 1.5 },
    ],
    zoneFactors: { Z1: 0.8, Z2: 1 },
    departementZones: { '75': 'Z2' },
    defaultZone: 'Z1',
    regimeFactors: { general: 1, 'alsace-moselle': 0.8, tns: 1, agricole: 1, etudiant: 0.9 },
    partnerFactor: 1,
    childFactor: 0.35,
    childRule: 'third-free',
  },
  guarantees: [
    {
      category: 'medicalCare',
      code: 'consultation',
      label: 'Consultations',
      kind: 'percent_br',
      value: 100,
      hundredPercentSante: false,
    },
  ],
  waitingPeriods: { medicalCare: 0, dental: 6, visual: 3, hearing: 12, hospitalization: 3 },
  contratResponsable: true,
  hundredPercentSante: true,
  ipid: { title: 'IPID', url: '/ipid.pdf' },
};
const content = { name: 'Plan de test', yearlyDiscountPercent: 0, formulas: [formula] };
const contact = {
  name: 'Marie Dupont',
  email: 'marie.dupont@example.fr',
  phone: '06 12 34 56 78',
  postalCode: '57000',
  city: 'Metz',
  message: 'Bonjour, je souhaite un devis pour ma famille.',
  consent: true,
};
const household = {
  socialRegime: 'general',
  adultAges: [40],
  childAges: [],
  departement: '75',
  wanted: {
    medicalCare: 'Minimum',
    dental: 'Minimum',
    visual: 'Minimum',
    hearing: 'Minimum',
    hospitalization: 'Minimum',
  },
};

const staffToken = signAccessToken(DEV_ONLY_JWT_SECRET, {
  sub: randomUUID(),
  kind: 'staff',
  role: 'admin',
  sid: randomUUID(),
}).token;

const FORMS: Array<{
  name: string;
  form: FormDefinition;
  valid: Json;
  method: 'POST' | 'PUT';
  url: string;
  staff?: boolean;
  depth: number;
  /** The browser's check when it is not `checkForm` (a schema compiled ahead of time). */
  browser?: (value: Json) => unknown;
}> = [
  {
    name: 'contact form',
    form: contactQueryForm as unknown as FormDefinition,
    valid: contact,
    method: 'POST',
    url: '/api/v1/contactus',
    depth: 1,
  },
  {
    name: 'quote request',
    form: quoteRequestForm as unknown as FormDefinition,
    valid: { ...contact, insuranceLine: 'assurance-decennale' },
    method: 'POST',
    url: '/api/v1/quote-requests',
    depth: 1,
  },
  {
    name: 'new plan (plan editor)',
    form: createPlanForm as unknown as FormDefinition,
    valid: { insurerCode: 'azurea', code: 'plan-test', content },
    method: 'POST',
    url: '/api/v1/insurance-plans',
    staff: true,
    depth: 5,
  },
  {
    name: 'plan version (plan editor)',
    form: planContentForm as unknown as FormDefinition,
    valid: content,
    method: 'PUT',
    url: `/api/v1/insurance-plans/${randomUUID()}`,
    staff: true,
    depth: 4,
  },
  {
    name: 'price preview (plan editor)',
    form: previewPriceForm as unknown as FormDefinition,
    valid: { content, household },
    method: 'POST',
    url: '/api/v1/insurance-plans/preview',
    staff: true,
    depth: 4,
  },
  {
    name: 'comparator (household, warranties, details)',
    form: comparisonRequestForm as unknown as FormDefinition,
    valid: sampleComparisonRequest(),
    method: 'POST',
    url: '/api/v1/confirm-offer/create-offer',
    depth: 4,
    browser: checkComparisonRequest,
  },
  {
    name: 'subscription (step 01, named household)',
    form: subscribeOfferForm as unknown as FormDefinition,
    valid: { offerId: randomUUID(), step01: sampleStep01(), capability: 'p.1.x' },
    method: 'POST',
    url: '/api/v1/confirm-offer/subscriber-offer',
    depth: 4,
  },
];

describe('the browser and the gateway agree on every form', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  for (const { name, form, valid, method, url, staff, depth, browser: compiled } of FORMS) {
    it(`${name}: same French field errors, same order`, async () => {
      expect(checkForm(form, valid)).toEqual([]);
      if (compiled) expect(compiled(valid)).toEqual([]);
      await fc.assert(
        fc.asyncProperty(invalidInputs(form, valid, depth), async (value) => {
          const browser = checkForm(form, value);
          if (compiled) expect(compiled(value)).toEqual(browser);
          const response = await app.inject({
            method,
            url,
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': randomIp(),
              ...(staff ? { authorization: `Bearer ${staffToken}` } : {}),
            },
            payload: JSON.stringify(value),
          });
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({
            code: 'VALIDATION_FAILED',
            message: 'Certains champs sont invalides.',
            details: browser,
          });
        }),
        { numRuns: 40 },
      );
    });
  }
});
