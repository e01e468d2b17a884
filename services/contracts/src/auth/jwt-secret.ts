/**
 * DEV ONLY: the signing key used when JWT_SECRET is not set outside production.
 * Anyone reading this repository can forge tokens with it; production refuses it.
 */
export const DEV_ONLY_JWT_SECRET = 'dev-only-courtage-jwt-secret-change-me-0123456789';

/**
 * The HS256 key shared by the auth service (signs) and the gateway (verifies), read
 * from JWT_SECRET. Production requires one of at least 32 characters; elsewhere the
 * dev-only default applies. Throws with a French message naming the variable.
 */
export function resolveJwtSecret(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.JWT_SECRET?.trim();
  if (value) {
    if (value.length < 32)
      throw new Error('Configuration invalide : JWT_SECRET trop court (32 caractères minimum)');
    return value;
  }
  if (env.NODE_ENV === 'production') {
    throw new Error('Configuration invalide : JWT_SECRET manquante (obligatoire en production)');
  }
  return DEV_ONLY_JWT_SECRET;
}
