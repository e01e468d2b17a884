import { type Static, Type } from '@sinclair/typebox';
import { defineForm, type FormRule } from '../form/define-form.ts';
import {
  CONTACT_QUERY_MESSAGES,
  CONTACT_RULES,
  ContactQueryInput,
  normalizeContactQuery,
} from './contact-query.ts';
import {
  ANSWER_KEY_PATTERN,
  ANSWER_MAX_LENGTH,
  ANSWER_MESSAGES,
  ANSWER_RULES,
  normalizeAnswers,
  UNEXPECTED_ANSWERS_MESSAGE,
} from './quote-questionnaires.ts';

/** Slug of an insurance line of the public site (Strapi's `insurance-line.slug`). */
export const INSURANCE_LINE_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

/** The answers to the line's questionnaire (quote-questionnaires.ts), each as text. */
export const QuoteAnswers = Type.Record(
  Type.String({ pattern: ANSWER_KEY_PATTERN }),
  Type.String({ maxLength: ANSWER_MAX_LENGTH }),
  { maxProperties: 12 },
);

/**
 * A quote request from an insurance-line page: the contact form's fields, the line asked
 * about and the answers to its questionnaire. crm stores the visitor as a prospect (one per
 * e-mail) with the request and its answers.
 */
export const QuoteRequestInput = Type.Object(
  {
    ...ContactQueryInput.properties,
    insuranceLine: Type.String({ minLength: 1, maxLength: 80, pattern: INSURANCE_LINE_PATTERN }),
    answers: Type.Optional(QuoteAnswers),
  },
  { additionalProperties: false },
);
export type QuoteRequestInput = Static<typeof QuoteRequestInput>;

/** The contact form's fields and rules, the insurance line first, then its questionnaire (form order). */
export const quoteRequestForm = defineForm({
  schema: QuoteRequestInput,
  messages: {
    insuranceLine: 'Type d’assurance inconnu.',
    answers: UNEXPECTED_ANSWERS_MESSAGE,
    ...ANSWER_MESSAGES,
    ...CONTACT_QUERY_MESSAGES,
  },
  rules: [...CONTACT_RULES, ...ANSWER_RULES] as FormRule<QuoteRequestInput>[],
});

/** Trimmed, phone normalized, e-mail in lower case (the prospect's key), answers normalized. Only on valid input. */
export function normalizeQuoteRequest(input: QuoteRequestInput): QuoteRequestInput {
  const { insuranceLine, answers, ...contact } = input;
  const normalized = normalizeContactQuery(contact);
  const given = normalizeAnswers(insuranceLine, answers);
  return {
    ...normalized,
    email: normalized.email.toLowerCase(),
    insuranceLine,
    ...(Object.keys(given).length > 0 ? { answers: given } : {}),
  };
}
