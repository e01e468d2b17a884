import type { FieldError } from '../errors.ts';
import { checkCompiledForm } from '../form/compiled-check.ts';
import { validate } from './subscriber-identity.check.generated.ts';
import { subscriberIdentityFormParts } from './subscriber-identity-parts.ts';

/**
 * The subscribe island's check: `checkForm(subscriberIdentityForm, value)` without TypeBox (the
 * schema compiled ahead of time). Same French messages, same rules, same order.
 */
export function checkSubscriberIdentity(value: unknown): FieldError[] {
  return checkCompiledForm(subscriberIdentityFormParts, validate, value);
}
