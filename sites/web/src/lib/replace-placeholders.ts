/**
 * Replaces every `{key}` whose key is in `values`; unknown placeholders are left as they are,
 * so an editor's typo stays visible instead of silently disappearing.
 */
export function replacePlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{([a-zA-Z][a-zA-Z0-9_]*)\}/g, (match, key: string) =>
    Object.hasOwn(values, key) ? (values[key] as string) : match,
  );
}
