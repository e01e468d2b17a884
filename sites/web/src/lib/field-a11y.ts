/** Ids and ARIA attributes tying a control to its hint and its error message. */
export function fieldA11y(id: string, error: string | undefined, hintId?: string) {
  const describedBy = [hintId, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}
