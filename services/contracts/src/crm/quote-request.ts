import { type Static, Type } from '@sinclair/typebox';
import { defineForm } from '../form/define-form.ts';
import {
  CONTACT_QUERY_MESSAGES,
  CONTACT_RULES,
  ContactQueryInput,
  normalizeContactQuery,
} from './contact-query.ts';

/** Slug of an insurance line of the public site (Strapi's `insurance-line.slug`). */
export const INSURANCE_LINE_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

/**
 * A quote request from an insurance-line page: the contact form's fields plus the line
 * asked about. crm stores the visitor as a prospect (one per e-mail) with the request.
 */
export const QuoteRequestInput = Type.Object(
  {
    ...ContactQueryInput.properties,
    insuranceLine: Type.String({ minLength: 1, maxLength: 80, pattern: INSURANCE_LINE_PATTERN }),
  },
  { additionalProperties: false },
);
export type QuoteRequestInput = Static<typeof QuoteRequestInput>;

/** The contact form's fields and rules, the insurance line first (form order). */
export const quoteRequestForm = defineForm({
  schema: QuoteRequestInput,
  messages: { insuranceLine: 'Type d’assurance inconnu.', ...CONTACT_QUERY_MESSAGES },
  rules: CONTACT_RULES,
});

/** Trimmed, phone normalized, e-mail in lower case (the prospect's key). Only on valid input. */
export function normalizeQuoteRequest(input: QuoteRequestInput): QuoteRequestInput {
  const { insuranceLine, ...contact } = input;
  const normalized = normalizeContactQuery(contact);
  return { ...normalized, email: normalized.email.toLowerCase(), insuranceLine };
}
