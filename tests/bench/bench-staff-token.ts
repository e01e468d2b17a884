import { deriveEncryptionKey, encryptSecret } from '@courtage/auth/encrypt-secret';
import { hashPassword } from '@courtage/auth/passwords';
import { generateTotpSecret, totpAt } from '@courtage/auth/totp';
import pg from 'pg';

// The bench profile's auth key (infra/src/stack/profiles.ts): bench data only.
const BENCH_AUTH_ENCRYPTION_KEY = 'bench-only-key-no-real-data-here';
const EMAIL = 'bench.admin@example.fr';

/**
 * An Admin's access token for the back-office scenarios, got the way a broker gets one: the bench
 * auth database gets (again) an Admin with a password and TOTP, who then signs in through the
 * gateway (password, then a TOTP code). The bench stack's JWT secret is fresh per run, so a token
 * cannot be signed here.
 */
export async function benchAdminToken(gatewayUrl: string, authDatabaseUrl: string): Promise<string> {
  const password = `Bench-${Math.random().toString(36).slice(2)}-pw`;
  const secret = generateTotpSecret();
  const client = new pg.Client({ connectionString: authDatabaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO staff (role, name, email, password_hash, totp_secret_encrypted, totp_enabled)
       VALUES ('admin', 'Bench Admin', $1, $2, $3, true)
       ON CONFLICT ((lower(email))) DO UPDATE SET password_hash = excluded.password_hash,
         totp_secret_encrypted = excluded.totp_secret_encrypted, totp_enabled = true, totp_last_step = null,
         role = 'admin', disabled_at = null`,
      [
        EMAIL,
        await hashPassword(password),
        encryptSecret(deriveEncryptionKey(BENCH_AUTH_ENCRYPTION_KEY), secret),
      ],
    );
  } finally {
    await client.end();
  }
  const post = async (path: string, body: object) => {
    const response = await fetch(new URL(path, gatewayUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 200)
      throw new Error(`${path}: status ${response.status}: ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const { challengeId } = (await post('/api/v1/admin', { email: EMAIL, password })) as {
    challengeId: string;
  };
  const signedIn = (await post('/api/v1/admin/verify-2fa', {
    challengeId,
    code: totpAt(secret, Date.now()),
  })) as {
    tokens: { accessToken: string };
  };
  return signedIn.tokens.accessToken;
}
