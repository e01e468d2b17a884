import type { Step01Values } from '@courtage/contracts/offer/subscription-form';

/** Reads a dotted path (`bankDetails.iban`) of step 01. */
export function readPath(values: Step01Values, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], values);
}

/** Step 01 with the value at a dotted path replaced (nested objects copied, never mutated). */
export function writePath(values: Step01Values, path: string, value: unknown): Step01Values {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  if (rest.length === 0) return { ...values, [head]: value };
  const child = (values as Record<string, unknown>)[head] as Record<string, unknown>;
  return { ...values, [head]: { ...child, [rest.join('.')]: value } };
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
