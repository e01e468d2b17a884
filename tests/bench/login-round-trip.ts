import pg from 'pg';
import { createHttpClient } from './http-client.ts';
import { type LoadOptions, runLoad } from './run-load.ts';
import { type LoadStats, summarize } from './stats.ts';

// Customer sign-in through the gateway: validation, Redis rate limit, RPC to auth, one
// argon2id verification (19 MiB, 2 passes: the bulk of the cost, on purpose), a session
// row and a refresh-token row, then the signed access token back.
const PASSWORD = 'Banc-essai-2026';

/** The bench profile's auth database (tests/bench/main.ts): where the activation link is read. */
const AUTH_DATABASE_URL =
  process.env.BENCH_AUTH_DATABASE_URL ?? 'postgres://courtage_bench_auth@127.0.0.1:5432/courtage_bench_auth';

/** The activation link auth asked to email to `email` (its outbox), polled for 10 s. */
async function activationPath(email: string): Promise<string> {
  const client = new pg.Client({ connectionString: AUTH_DATABASE_URL });
  await client.connect();
  try {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
      const { rows } = await client.query(
        `SELECT data->>'link' AS link FROM outbox WHERE type = 'auth.email.requested'
           AND data->>'to' = $1 AND data->>'template' = 'customer-email-verification' ORDER BY id DESC LIMIT 1`,
        [email],
      );
      if (rows[0]?.link) return new URL(rows[0].link).pathname;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no activation email to ${email}`);
  } finally {
    await client.end();
  }
}

/**
 * Signs up one customer of this run (unique email) as a visitor does (sign-up answers
 * 202, the emailed link creates the account) and gives the login body.
 */
export async function prepareAccount(gatewayUrl: string): Promise<string> {
  const email = `bench.login.${Date.now().toString(36)}@courtage-sante.local`;
  const response = await fetch(new URL('/auth/v1/user/signup', gatewayUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName: 'Banc', lastName: 'Essai' }),
  });
  if (response.status !== 202) throw new Error(`signup: status ${response.status}: ${await response.text()}`);
  const activated = await fetch(new URL(await activationPath(email), gatewayUrl), { method: 'POST' });
  if (activated.status !== 200) throw new Error(`activation: status ${activated.status}`);
  return JSON.stringify({ email, password: PASSWORD });
}

function loginSender(gatewayUrl: string, concurrency: number, body: string) {
  const url = new URL('/auth/v1/user/login', gatewayUrl);
  const client = createHttpClient(concurrency);
  const send = async () => {
    const res = await client.send('POST', url, body);
    if (res.status !== 200) throw new Error(`status ${res.status}: ${res.body.slice(0, 300)}`);
  };
  return { send, close: client.close };
}

/** Closed loop: as many logins as `options.concurrency` callers get through (throughput). */
export async function measureLoginThroughput(gatewayUrl: string, options: LoadOptions): Promise<LoadStats> {
  const { send, close } = loginSender(gatewayUrl, options.concurrency, await prepareAccount(gatewayUrl));
  try {
    await send();
    return await runLoad(send, options);
  } finally {
    close();
  }
}

/**
 * Open loop: one login every 1000/rate ms whatever the previous ones are doing, for
 * `seconds`, as real users arrive; the latencies then include any queueing.
 */
export async function measureLoginAtRate(
  gatewayUrl: string,
  rate: number,
  seconds: number,
): Promise<LoadStats> {
  const { send, close } = loginSender(gatewayUrl, 64, await prepareAccount(gatewayUrl));
  const latencies: number[] = [];
  let errors = 0;
  try {
    await send();
    const begin = performance.now();
    const total = rate * seconds;
    const inFlight: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const due = begin + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const t0 = performance.now();
      inFlight.push(
        send().then(
          () => {
            latencies.push(performance.now() - t0);
          },
          (error: unknown) => {
            errors++;
            if (errors <= 3) console.error('  error:', error instanceof Error ? error.message : error);
          },
        ),
      );
    }
    await Promise.all(inFlight);
    return summarize(latencies, errors, performance.now() - begin);
  } finally {
    close();
  }
}
