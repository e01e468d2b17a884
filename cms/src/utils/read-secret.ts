/**
 * Secrets Strapi needs, read from the environment:
 *   APP_KEYS (comma-separated), API_TOKEN_SALT, ADMIN_JWT_SECRET, TRANSFER_TOKEN_SALT,
 *   JWT_SECRET, ENCRYPTION_KEY, PREVIEW_SECRET (shared with the site: draft previews).
 * Outside production a missing secret falls back to a development-only value (prefixed
 * `dev-only-insecure-`, public in this repository, never for a real deployment). With
 * NODE_ENV=production a missing secret, or one still carrying that prefix, stops Strapi with a
 * message naming the variable, so a deployment can never run on the public defaults.
 */
export const DEV_ONLY_PREFIX = 'dev-only-insecure-';

export function readSecret(name: string): string {
  const value = process.env[name]?.trim();
  const isProduction = process.env.NODE_ENV === 'production';
  if (isProduction && (!value || value.includes(DEV_ONLY_PREFIX))) {
    throw new Error(
      `[cms] ${name} must be set to a real secret when NODE_ENV=production ` +
        `(generate one with: openssl rand -base64 32). See cms/README.md.`,
    );
  }
  return value || `${DEV_ONLY_PREFIX}${name.toLowerCase()}`;
}

export function readSecretList(name: string): string[] {
  const raw = readSecret(name);
  if (raw.startsWith(DEV_ONLY_PREFIX)) {
    return [`${raw}-1`, `${raw}-2`];
  }
  return raw
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
}
