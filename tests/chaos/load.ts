import { randomUUID } from 'node:crypto';
import { REQUEST_MESSAGES } from '@courtage/contracts/errors';
import { sampleComparisonRequest, sampleStep01 } from '@courtage/contracts/offer/test-requests';

// The steady load of `npm run chaos`: contact messages, comparisons, confirmations,
// subscriptions and sign-ins through the gateway, at a fixed rate (open loop, bounded in
// flight), each request recorded with the fault phase it started in and how it ended.

export type Kind = 'contact' | 'comparison' | 'confirmation' | 'subscription' | 'sign-in';
/** accepted: its 2xx; refused: the French 503 (or no gateway to answer during the gateway's
 * fault); bad: anything else (a 500, a 504, an English or missing message, a hang). */
export type Outcome = 'accepted' | 'refused' | 'bad';

export type RequestRecord = {
  kind: Kind;
  phase: number;
  startedAt: number;
  endedAt: number;
  outcome: Outcome;
  detail: string;
  /** contact: the request id; comparison, confirmation, subscription: the e-mail; sign-in: the account's e-mail. */
  key: string;
  offerId?: string;
  emailQueued?: boolean;
  /** contact: the visitor's address (the acknowledgement goes there). */
  address?: string;
};

export const CLIENT_TIMEOUT_MS = 10_000;
const MAX_IN_FLIGHT = 150;
export const SIGN_IN_PASSWORD = 'Chaos-essai-2026';
// 20 requests a second: 12 comparisons, 4 sign-ins, 2 contact messages, 1 confirmation, 1
// subscription (a confirmation or a subscription without a candidate yet is a comparison). The
// mix keeps the emails (2 per contact message, confirmation and subscription) within what the
// email worker sends on this machine (about 8 a second), so that they do not pile up.
const PATTERN: Kind[] = [
  'comparison',
  'contact',
  'comparison',
  'sign-in',
  'comparison',
  'confirmation',
  'comparison',
  'sign-in',
  'comparison',
  'comparison',
  'contact',
  'comparison',
  'sign-in',
  'comparison',
  'subscription',
  'comparison',
  'sign-in',
  'comparison',
  'comparison',
  'comparison',
];

type Comparison = {
  email: string;
  offerId: string;
  confirmAttempted: boolean;
  capability?: string;
  subscribeAttempted: boolean;
};

export type Load = {
  records: RequestRecord[];
  comparisons: Comparison[];
  accounts: string[];
  /** When the load (its first sign-in) started: sessions before are earlier runs'. */
  startedAt: number;
  setPhase(phase: number, gatewayDown: boolean): void;
  /** Stops issuing requests (waiting for the lock) until resume(); in-flight ones finish. */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
};

type Answer = { status: number; body: Record<string, unknown> } | { error: string; timeout: boolean };

async function send(
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  try {
    const response = await fetch(url, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      parsed = { raw: text.slice(0, 80) };
    }
    return { status: response.status, body: parsed };
  } catch (error) {
    const name = (error as Error).name;
    const cause = (error as { cause?: { code?: string } }).cause;
    return {
      error: cause?.code ?? (error as Error).message,
      timeout: name === 'TimeoutError' || name === 'AbortError',
    };
  }
}

/** The token of the activation link emailed to `address` (MailDev), within 2 minutes. */
async function activationToken(maildevUrl: string, address: string): Promise<string> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    // MailDev is shared and may be slow to list thousands of emails.
    const response = await fetch(`${maildevUrl}/email`, { signal: AbortSignal.timeout(30_000) }).catch(
      () => null,
    );
    const emails = ((await response?.json().catch(() => [])) ?? []) as {
      to: { address: string }[];
      text?: string;
      html?: string;
    }[];
    for (const email of emails) {
      if (!email.to.some((to) => to.address.toLowerCase() === address)) continue;
      const token = /verify-email\/([A-Za-z0-9_.~-]+)/.exec(`${email.text ?? ''} ${email.html ?? ''}`)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no activation email for ${address} in MailDev`);
}

/** Starts the load against `gatewayUrl` at `rate` requests a second, after signing up `accountCount` accounts. */
export async function startLoad(opts: {
  gatewayUrl: string;
  rate: number;
  runId: string;
  slots: { date: string; time: string }[];
  maildevUrl: string;
  accountCount?: number;
}): Promise<Load> {
  const { gatewayUrl, rate, runId, slots } = opts;
  const records: RequestRecord[] = [];
  const comparisons: Comparison[] = [];
  const accounts: string[] = [];
  // Accounts kept from run to run (the chaos databases are the profile's own): signed up and
  // activated through their emailed link the first time only.
  for (let i = 0; i < (opts.accountCount ?? 5); i++) {
    const email = `chaos-account-${i}@example.fr`;
    const login = await send(`${gatewayUrl}/auth/v1/user/login`, 'POST', {
      email,
      password: SIGN_IN_PASSWORD,
    });
    if (!('status' in login) || login.status !== 200) {
      const answer = await send(`${gatewayUrl}/auth/v1/user/signup`, 'POST', {
        email,
        password: SIGN_IN_PASSWORD,
        firstName: 'Essai',
        lastName: 'Panne',
      });
      if (!('status' in answer) || answer.status >= 300)
        throw new Error(`sign-up of ${email}: ${JSON.stringify(answer)}`);
      const token = await activationToken(opts.maildevUrl, email);
      const activated = await send(`${gatewayUrl}/auth/v1/user/verify-email/${token}`, 'POST');
      if (!('status' in activated) || activated.status !== 200)
        throw new Error(`activation of ${email}: ${JSON.stringify(activated)}`);
    }
    accounts.push(email);
  }

  let phase = 0;
  let gatewayDown = false;
  let counter = 0;
  let inFlight = 0;
  let stopped = false;
  const running = new Set<Promise<void>>();

  function classify(
    answer: Answer,
    expected: number,
    phaseGatewayDown: boolean,
  ): { outcome: Outcome; detail: string } {
    if ('error' in answer) {
      if (answer.timeout) return { outcome: 'bad', detail: `no answer within ${CLIENT_TIMEOUT_MS} ms` };
      // Nothing listens while the gateway is dead: the client knows it was not received.
      if (phaseGatewayDown) return { outcome: 'refused', detail: `no gateway (${answer.error})` };
      return { outcome: 'bad', detail: answer.error };
    }
    if (answer.status === expected) return { outcome: 'accepted', detail: String(answer.status) };
    if (answer.status === 503 && answer.body.message === REQUEST_MESSAGES.unavailable)
      return { outcome: 'refused', detail: '503' };
    return {
      outcome: 'bad',
      detail: `${answer.status} ${String(answer.body.code ?? '')} ${String(answer.body.message ?? answer.body.raw ?? '')}`,
    };
  }

  async function contact(record: RequestRecord): Promise<void> {
    const email = `chaos-${runId}-contact-${counter}@example.fr`;
    record.key = randomUUID();
    record.address = email;
    const form = {
      name: 'Visiteur Panne',
      email,
      postalCode: '57000',
      city: 'Metz',
      message: `Message ${record.key} envoyé pendant une panne.`,
      consent: true,
    };
    // As the site does: the same Idempotency-Key for each of three tries (1 s, then 2 s apart).
    for (let attempt = 1; attempt <= 3; attempt++) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 1_000 * (attempt - 1)));
      const down = gatewayDown;
      const result = classify(
        await send(`${gatewayUrl}/api/v1/contactus`, 'POST', form, { 'idempotency-key': record.key }),
        202,
        down || gatewayDown,
      );
      Object.assign(record, result);
      if (result.outcome !== 'refused') return;
    }
  }

  async function comparison(record: RequestRecord): Promise<void> {
    const email = `chaos-${runId}-visitor-${counter}@example.fr`;
    record.key = email;
    // Without consent: no summary email (the emails stay within the worker's pace, see PATTERN).
    const request = sampleComparisonRequest({ consent: false });
    request.credentials.email = email;
    const down = gatewayDown;
    const answer = await send(`${gatewayUrl}/api/v1/confirm-offer/create-offer`, 'POST', request);
    Object.assign(record, classify(answer, 201, down || gatewayDown));
    if (record.outcome === 'accepted' && 'body' in answer) {
      const offers = answer.body.offers as { id: string }[];
      record.offerId = offers[0]?.id;
      if (record.offerId)
        comparisons.push({
          email,
          offerId: record.offerId,
          confirmAttempted: false,
          subscribeAttempted: false,
        });
    }
  }

  async function confirmation(record: RequestRecord, target: Comparison): Promise<void> {
    target.confirmAttempted = true;
    record.key = target.email;
    record.offerId = target.offerId;
    const slot = slots[counter % slots.length]!;
    const down = gatewayDown;
    const answer = await send(`${gatewayUrl}/api/v1/confirm-offer`, 'POST', {
      offerId: target.offerId,
      dateSlot: slot.date,
      timeSlot: slot.time,
    });
    Object.assign(record, classify(answer, 200, down || gatewayDown));
    if (record.outcome === 'accepted' && 'body' in answer) {
      target.capability = String(answer.body.subscriptionToken);
      record.emailQueued = answer.body.emailQueued === true;
    }
  }

  async function subscription(record: RequestRecord, target: Comparison): Promise<void> {
    target.subscribeAttempted = true;
    record.key = target.email;
    record.offerId = target.offerId;
    const down = gatewayDown;
    const answer = await send(`${gatewayUrl}/api/v1/confirm-offer/subscriber-offer`, 'POST', {
      offerId: target.offerId,
      step01: sampleStep01(),
      capability: target.capability,
    });
    Object.assign(record, classify(answer, 201, down || gatewayDown));
  }

  async function signIn(record: RequestRecord): Promise<void> {
    const email = accounts[counter % accounts.length]!;
    record.key = email;
    const down = gatewayDown;
    const answer = await send(`${gatewayUrl}/auth/v1/user/login`, 'POST', {
      email,
      password: SIGN_IN_PASSWORD,
    });
    Object.assign(record, classify(answer, 200, down || gatewayDown));
  }

  function issue(): void {
    if (stopped || inFlight >= MAX_IN_FLIGHT) return;
    counter += 1;
    let kind = PATTERN[counter % PATTERN.length]!;
    const toConfirm = kind === 'confirmation' ? comparisons.find((c) => !c.confirmAttempted) : undefined;
    const toSubscribe =
      kind === 'subscription' ? comparisons.find((c) => c.capability && !c.subscribeAttempted) : undefined;
    if ((kind === 'confirmation' && !toConfirm) || (kind === 'subscription' && !toSubscribe))
      kind = 'comparison';
    const record: RequestRecord = {
      kind,
      phase,
      startedAt: Date.now(),
      endedAt: 0,
      outcome: 'bad',
      detail: '',
      key: '',
    };
    records.push(record);
    inFlight += 1;
    const work = (async () => {
      if (kind === 'contact') await contact(record);
      else if (kind === 'comparison') await comparison(record);
      else if (kind === 'confirmation') await confirmation(record, toConfirm!);
      else if (kind === 'subscription') await subscription(record, toSubscribe!);
      else await signIn(record);
    })()
      .catch((error: unknown) => {
        record.outcome = 'bad';
        record.detail = String(error);
      })
      .finally(() => {
        record.endedAt = Date.now();
        inFlight -= 1;
        running.delete(work);
      });
    running.add(work);
  }

  const loadStartedAt = Date.now();
  let started = performance.now();
  let issued = 0;
  let paused = false;
  const timer = setInterval(() => {
    if (paused) return;
    // Catch up on ticks a busy event loop delayed: the rate holds on average.
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    while (issued < due) {
      issued += 1;
      issue();
    }
  }, 10);

  return {
    records,
    comparisons,
    accounts,
    startedAt: loadStartedAt,
    setPhase(next, down) {
      phase = next;
      gatewayDown = down;
    },
    pause() {
      paused = true;
    },
    resume() {
      // A new schedule from now: no burst to catch up on the paused time.
      started = performance.now();
      issued = 0;
      paused = false;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
