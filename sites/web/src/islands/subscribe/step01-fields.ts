import type { SubscriptionHousehold } from '@courtage/contracts/offer/get-subscription-household.rpc';
import { STEP01_DEFAULTS, type Step01Values } from '@courtage/contracts/offer/subscription-form';

type Node = Record<string, unknown> | unknown[];

/** Reads a dotted path (`bankDetails.iban`, `beneficiaries.children.0.firstName`) of step 01. */
export function readPath(values: Step01Values, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node == null ? undefined : (node as Record<string, unknown>)[key]),
      values,
    );
}

function write(node: Node, keys: string[], value: unknown): Node {
  const [head, ...rest] = keys as [string, ...string[]];
  const child = (node as Record<string, unknown>)[head] as Node;
  const next = rest.length === 0 ? value : write(child, rest, value);
  if (Array.isArray(node)) return node.map((item, index) => (index === Number(head) ? next : item));
  return { ...node, [head]: next };
}

/** Step 01 with the value at a dotted path replaced (nested objects and lists copied, never mutated). */
export function writePath(values: Step01Values, path: string, value: unknown): Step01Values {
  return write(values, path.split('.'), value) as Step01Values;
}

/** The errors as `path -> message`, the `step01.` prefix dropped. */
export function errorsByPath(errors: Array<{ field: string; message: string }>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const { field, message } of errors) {
    const path = field.replace(/^step01\./, '');
    if (!(path in result)) result[path] = message;
  }
  return result;
}

/**
 * The form's starting values for this comparison: the partner (with his or her own NIR and
 * birth place to fill in) and each child with the
 * comparison's birth date and the contact's last name, children attached to the subscriber's
 * NIR; the rest as the specification's defaults.
 */
export function step01For(household: SubscriptionHousehold | null): Step01Values {
  if (!household) return STEP01_DEFAULTS;
  const { declared, lastName } = household;
  return {
    ...STEP01_DEFAULTS,
    beneficiaries: {
      ...(declared.partnerBirthDate
        ? {
            partner: {
              firstName: '',
              lastName,
              birthDate: declared.partnerBirthDate,
              securiteSociale: '',
              birthPlace: '',
              birthCountry: '',
            },
          }
        : {}),
      children: declared.childBirthDates.map((birthDate) => ({
        firstName: '',
        lastName,
        birthDate,
        attachedTo: 'assure' as const,
      })),
    },
  };
}
