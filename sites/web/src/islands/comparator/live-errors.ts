import type { FieldError } from '@courtage/contracts/errors';

/** The errors of the last failed step, the request they were found on and where they came from. */
export type CheckedErrors = { errors: FieldError[]; request: unknown; fromServer: boolean };

/** The value at a field path (`members.children.child1.birthDate`) of a request. */
export function valueAt(request: unknown, path: string): unknown {
  let value: unknown = request;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * The errors still to show while the visitor edits: an error leaves as soon as its field is
 * fixed ('Code postal invalide' beside a valid 33000 would say the form is wrong when it is
 * not), and a message changes with the problem ('obligatoire' once a field is emptied). Fields
 * without an error at the failed step get none while typing: new errors wait for the next
 * 'Suivant'. The gateway's errors stay until their field changes (the browser cannot recheck
 * them all, e.g. an unknown postal code).
 */
export function liveErrors(
  checked: CheckedErrors | null,
  request: unknown,
  fresh: FieldError[],
): FieldError[] {
  if (!checked) return [];
  const freshByField = new Map<string, string>();
  for (const error of fresh) if (!freshByField.has(error.field)) freshByField.set(error.field, error.message);
  const kept: FieldError[] = [];
  for (const error of checked.errors) {
    const now = freshByField.get(error.field);
    if (now !== undefined) kept.push({ field: error.field, message: now });
    else if (
      checked.fromServer &&
      JSON.stringify(valueAt(request, error.field)) === JSON.stringify(valueAt(checked.request, error.field))
    )
      kept.push(error);
  }
  return kept;
}
