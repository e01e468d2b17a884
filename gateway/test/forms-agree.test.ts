import { randomUUID } from 'node:crypto';
import { contactQueryForm } from '@courtage/contracts/crm/contact-query';
import { quoteRequestForm } from '@courtage/contracts/crm/quote-request';
import { sampleQuoteAnswers } from '@courtage/contracts/crm/test-quote-requests';
import type { FormDefinition } from '@courtage/contracts/form/define-form';
import { checkComparisonRequest } from '@courtage/contracts/offer/comparison-request-check';
import { comparisonRequestForm } from '@courtage/contracts/offer/comparison-request-form';
import type { FormulaInput } from '@courtage/contracts/offer/plan-admin';
import {
  createPlanForm,
  planContentForm,
  previewPriceForm,
} from '@courtage/contracts/offer/plan-content-form';
import { subscribeOfferForm } from '@courtage/contracts/offer/subscribe-offer.rpc';
import { sampleComparisonRequest, sampleStep01 } from '@courtage/contracts/offer/test-requests';
import { type AgreeingForm, formsAgree } from './support/forms-agree.ts';

// DESIGN.md section 9, for the public site's forms and the plan editor (support/forms-agree.ts).

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

const FORMS: AgreeingForm[] = [
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
    valid: {
      ...contact,
      insuranceLine: 'assurance-decennale',
      answers: sampleQuoteAnswers('assurance-decennale'),
    },
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

formsAgree('the browser and the gateway agree on the public and plan-editor forms', FORMS);
