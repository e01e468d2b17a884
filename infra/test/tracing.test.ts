import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { eventually } from '@courtage/runtime/testing/eventually';
import {
  freePort,
  type ServiceProcess,
  startServiceProcess,
} from '@courtage/runtime/testing/service-process';
import { ensureVhostAndDatabase } from '@courtage/runtime/testing/vhost-and-database';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { intakeErrors } from '../src/elastic/intake-schema.ts';

// Distributed tracing (services/runtime/src/tracing.ts): a request through the gateway, RabbitMQ,
// the offer service and PostgreSQL is one trace, continuing the browser's `traceparent`; so is a
// contact form, through crm, its outbox, notification, the BullMQ email job and its SMTP send. No
// APM Server runs here: the agents send to a small HTTP endpoint of this test that speaks the APM
// intake protocol (GET / for the server's version, POST /intake/v2/events with gzipped NDJSON),
// so what is checked is what the agents really send, every record checked against the intake
// schema's rules (src/elastic/intake-schema.ts). The SMTP server is a few lines of this test too.
// Real processes on free ports, a vhost, databases and a Redis database of this file alone.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const VHOST = 'courtage_test_tracing';
const AMQP_URL = `amqp://guest:guest@127.0.0.1:5672/${VHOST}`;
const DATABASE_NAME = 'courtage_test_tracing';
const DATABASE_URL = `postgres://${DATABASE_NAME}@127.0.0.1:5432/${DATABASE_NAME}`;
const CRM_DATABASE = 'courtage_test_tracing_crm';
const NOTIFICATION_DATABASE = 'courtage_test_tracing_notification';
const databaseUrl = (name: string) => `postgres://${name}@127.0.0.1:5432/${name}`;
/** The email queue of this file's notification process alone. */
const REDIS_URL = 'redis://127.0.0.1:6379/11';
// Trace ids of this run: a message an earlier run left in the file's queues (a run stopped halfway)
// carries an earlier trace, which must not be taken for this one.
const TRACE_ID = randomBytes(16).toString('hex');
const BROWSER_SPAN_ID = '00f067aa0ba902b7';

type IntakeEvent = { service: string; kind: 'transaction' | 'span'; body: Record<string, unknown> };

/**
 * An APM intake endpoint that keeps every transaction and span it receives, by sending service,
 * and every rule of the intake schema a record broke (`invalid`), as APM Server would refuse it.
 */
async function startIntake(): Promise<{
  url: string;
  events: IntakeEvent[];
  invalid: string[];
  records: () => number;
  server: Server;
}> {
  const events: IntakeEvent[] = [];
  const invalid: string[] = [];
  let records = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'GET' && request.url === '/') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"version":"8.15.0"}');
        return;
      }
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      let service = '';
      for (const line of body.toString('utf8').split('\n').filter(Boolean)) {
        const event = JSON.parse(line) as Record<string, Record<string, unknown>>;
        records++;
        invalid.push(...intakeErrors(event).map((error) => `${error}: ${line.slice(0, 300)}`));
        if (event.metadata) service = String((event.metadata.service as { name: string }).name);
        if (event.transaction) events.push({ service, kind: 'transaction', body: event.transaction });
        if (event.span) events.push({ service, kind: 'span', body: event.span });
      }
      response.writeHead(202).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, events, invalid, records: () => records, server };
}

/**
 * An SMTP server that accepts every message (no TLS, no authentication), enough for nodemailer:
 * the email job's SMTP send is real, and `received` counts the messages.
 */
async function startSmtp(): Promise<{ url: string; received: () => number; server: TcpServer }> {
  let received = 0;
  const server = createTcpServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 tracing-test ESMTP\r\n');
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          received++;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const command = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (command.startsWith('EHLO')) socket.write('250-tracing-test\r\n250 8BITMIME\r\n');
        else if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, received: () => received, server };
}

function logLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('tracing: one trace from the browser through the gateway, RabbitMQ, the services, PostgreSQL and the email job', () => {
  let intake: Awaited<ReturnType<typeof startIntake>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let offer: ServiceProcess;
  let crm: ServiceProcess;
  let notification: ServiceProcess;
  let gateway: ChildProcess;
  let gatewayOutput = '';
  let gatewayUrl: string;

  beforeAll(async () => {
    await ensureVhostAndDatabase(VHOST, DATABASE_NAME);
    await ensureVhostAndDatabase(VHOST, CRM_DATABASE);
    await ensureVhostAndDatabase(VHOST, NOTIFICATION_DATABASE);
    intake = await startIntake();
    smtp = await startSmtp();
    const tracing = {
      ELASTIC_APM_SERVER_URL: intake.url,
      // Send within a second (the default waits up to 10 s).
      ELASTIC_APM_API_REQUEST_TIME: '1s',
      LOG_LEVEL: 'debug',
    };
    // The three services start side by side: on a loaded machine one after the other took longer
    // than the hook's time.
    const started = await Promise.allSettled([
      startServiceProcess(
        'services/offer/src/main.ts',
        { NODE_ENV: 'test', AMQP_URL, DATABASE_URL, OFFER_ENCRYPTION_KEY: 'b'.repeat(64), ...tracing },
        { healthTimeoutMs: 90_000 },
      ),
      startServiceProcess(
        'services/crm/src/main.ts',
        { NODE_ENV: 'test', AMQP_URL, DATABASE_URL: databaseUrl(CRM_DATABASE), ...tracing },
        { healthTimeoutMs: 90_000 },
      ),
      startServiceProcess(
        'services/notification/src/main.ts',
        {
          NODE_ENV: 'test',
          AMQP_URL,
          DATABASE_URL: databaseUrl(NOTIFICATION_DATABASE),
          REDIS_URL,
          SMTP_URL: smtp.url,
          MAIL_FROM: 'Courtage Santé <contact@courtage-sante.local>',
          STAFF_EMAIL: 'equipe@test.courtage-sante.local',
          // No CMS answers on port 9: the development broker identity signs the emails.
          CMS_URL: 'http://127.0.0.1:9',
          ...tracing,
        },
        { healthTimeoutMs: 90_000 },
      ),
    ]);
    // Each one that started is kept, so afterAll stops it even when another did not start.
    const [offerStarted, crmStarted, notificationStarted] = started.map((result) =>
      result.status === 'fulfilled' ? result.value : undefined,
    );
    if (offerStarted) offer = offerStarted;
    if (crmStarted) crm = crmStarted;
    if (notificationStarted) notification = notificationStarted;
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const port = await freePort();
    gatewayUrl = `http://127.0.0.1:${port}`;
    gateway = spawn(process.execPath, ['gateway/src/server.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        AMQP_URL,
        REDIS_URL: 'redis://127.0.0.1:6379/7',
        RATE_LIMIT_MAX: '100000',
        // Load shedding is not what is tested: on a loaded machine a cold gateway's event loop is
        // late for a while, and it would answer 503.
        MAX_EVENT_LOOP_DELAY_MS: '0',
        ...tracing,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    gateway.stdout?.on('data', (chunk) => {
      gatewayOutput += chunk;
    });
    gateway.stderr?.on('data', (chunk) => {
      gatewayOutput += chunk;
    });
    await eventually(
      async () => {
        if (gateway.exitCode !== null) throw new Error(`gateway exited:\n${gatewayOutput}`);
        const health = await fetch(`${gatewayUrl}/health`);
        return health.status === 200 ? true : undefined;
      },
      'the gateway to listen',
      90_000,
    );
  }, 420_000);

  afterAll(async () => {
    if (gateway && gateway.exitCode === null) {
      gateway.kill('SIGTERM');
      await once(gateway, 'exit');
    }
    await notification?.stop();
    await crm?.stop();
    await offer?.stop();
    intake?.server.close();
    smtp?.server.close();
  });

  const dumpOnFailure = () =>
    onTestFailed(() => {
      console.error(`--- gateway ---\n${gatewayOutput}\n--- offer ---\n${offer.output()}`);
      console.error(`--- crm ---\n${crm.output()}\n--- notification ---\n${notification.output()}`);
      console.error(JSON.stringify(intake.events, null, 1));
    });
  const inTrace = (traceId: string, service: string, kind: IntakeEvent['kind'], name: RegExp) =>
    intake.events.find(
      (event) =>
        event.service === service &&
        event.kind === kind &&
        event.body.trace_id === traceId &&
        name.test(String(event.body.name)),
    );
  const traced = (output: string, traceId: string, message: string) =>
    logLines(output).find((line) => line.message === message && line['trace.id'] === traceId);

  it('shows the same trace id in both processes’ spans and log lines', async () => {
    dumpOnFailure();
    const response = await fetch(`${gatewayUrl}/api/v1/confirm-offer/slots?days=1`, {
      headers: { traceparent: `00-${TRACE_ID}-${BROWSER_SPAN_ID}-01` },
    });
    expect(response.status).toBe(200);

    const found = await eventually(
      async () => {
        const request = inTrace(TRACE_ID, 'gateway', 'transaction', /^GET \/api\/v1\/confirm-offer\/slots$/);
        const call = inTrace(TRACE_ID, 'gateway', 'span', /^rpc offer\.list-slots$/);
        const served = inTrace(TRACE_ID, 'offer', 'transaction', /^rpc offer\.list-slots$/);
        const query = inTrace(TRACE_ID, 'offer', 'span', /^SELECT /);
        return request && call && served && query ? { request, call, served, query } : undefined;
      },
      'the four events of the trace at the intake',
      30_000,
      250,
    );
    // The gateway continues the browser's span; offer continues the gateway's RPC span; the SQL
    // statement is a span of offer's transaction.
    expect(found.request.body.parent_id).toBe(BROWSER_SPAN_ID);
    expect(found.call.body.transaction_id).toBe(found.request.body.id);
    expect(found.served.body.parent_id).toBe(found.call.body.id);
    expect(found.query.body.transaction_id).toBe(found.served.body.id);
    expect(found.query.body).toMatchObject({ type: 'db', subtype: 'postgresql' });
    expect((found.query.body.context as { db: { statement: string } }).db.statement).toMatch(/select/i);
    // What the intake schema requires of each event.
    for (const event of Object.values(found)) {
      expect(event.body).toEqual(
        expect.objectContaining({ id: expect.any(String), trace_id: TRACE_ID, duration: expect.any(Number) }),
      );
    }

    // Log lines are ECS JSON and carry the same trace id, so Kibana links them to the trace.
    expect(traced(gatewayOutput, TRACE_ID, 'RPC answered')).toMatchObject({
      '@timestamp': expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      'log.level': 'debug',
      'ecs.version': expect.any(String),
      'service.name': 'gateway',
      'transaction.id': found.request.body.id,
      rpc: 'offer.list-slots',
    });
    expect(traced(offer.output(), TRACE_ID, 'RPC served')).toMatchObject({
      'log.level': 'debug',
      'service.name': 'offer',
      'transaction.id': found.served.body.id,
      rpc: 'offer.list-slots',
    });
    // Everything the agents sent so far is what APM Server accepts.
    expect(intake.invalid).toEqual([]);
  }, 120_000);

  it('follows a contact form from the gateway through crm, its outbox and notification to the email job and its SMTP send', async () => {
    dumpOnFailure();
    const traceId = randomBytes(16).toString('hex');
    const browserSpan = 'b7ad6b7169203331';
    const sentBefore = smtp.received();
    const response = await fetch(`${gatewayUrl}/api/v1/contactus`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-${browserSpan}-01` },
      body: JSON.stringify({
        name: 'Marie Dupont',
        email: `marie.tracing.${Date.now()}@example.fr`,
        phone: '+33 6 12 34 56 78',
        postalCode: '57000',
        city: 'metz',
        message: 'Bonjour, je souhaite être rappelée pour une mutuelle familiale.',
        consent: true,
      }),
    });
    expect(response.status).toBe(202);

    const found = await eventually(
      async () => {
        const request = inTrace(traceId, 'gateway', 'transaction', /^POST \/api\/v1\/contactus$/);
        const publish = inTrace(traceId, 'gateway', 'span', /^publish crm\.contact-query\.submitted$/);
        const stored = inTrace(traceId, 'crm', 'transaction', /^event crm\.contact-query\.submitted$/);
        const insert = inTrace(traceId, 'crm', 'span', /^INSERT /);
        const received = inTrace(
          traceId,
          'notification',
          'transaction',
          /^event crm\.contact-query\.received$/,
        );
        const enqueue = inTrace(traceId, 'notification', 'span', /^enqueue emails$/);
        const email = inTrace(traceId, 'notification', 'transaction', /^email contact-acknowledgement$/);
        const send = intake.events.find(
          (event) =>
            event.kind === 'span' &&
            event.body.name === 'smtp send' &&
            email !== undefined &&
            event.body.transaction_id === email.body.id,
        );
        return request && publish && stored && insert && received && enqueue && email && send
          ? { request, publish, stored, insert, received, enqueue, email, send }
          : undefined;
      },
      'the events of the contact form’s trace at the intake',
      60_000,
      250,
    );
    // Each hop is the child of the one before: the browser's span, the gateway's publish span, the
    // crm transaction that wrote the outbox row, notification's enqueue span.
    expect(found.request.body.parent_id).toBe(browserSpan);
    expect(found.publish.body.transaction_id).toBe(found.request.body.id);
    expect(found.stored.body.parent_id).toBe(found.publish.body.id);
    expect(found.insert.body.transaction_id).toBe(found.stored.body.id);
    expect(found.received.body.parent_id).toBe(found.stored.body.id);
    expect(found.enqueue.body.transaction_id).toBe(found.received.body.id);
    expect(found.email.body.parent_id).toBe(found.enqueue.body.id);
    expect(found.email.body).toMatchObject({ type: 'messaging', result: 'sent', outcome: 'success' });
    expect(found.send.body).toMatchObject({ trace_id: traceId, type: 'external', subtype: 'smtp' });
    expect(smtp.received()).toBeGreaterThan(sentBefore);

    // The worker's log line of that send is in the trace too, under the email job's transaction.
    // The form sends two emails in the same trace (the visitor's acknowledgement and the staff
    // notice, in either order): the line looked for is the acknowledgement job's.
    const sentLine = logLines(notification.output()).find(
      (line) =>
        line.message === 'email sent' &&
        line['trace.id'] === traceId &&
        line['transaction.id'] === found.email.body.id,
    );
    expect(sentLine).toMatchObject({
      'log.level': 'info',
      'service.name': 'notification',
      'transaction.id': found.email.body.id,
      template: 'contact-acknowledgement',
    });
    // The outbox relay woken by crm's commit works outside that trace: its claiming statements are
    // not spans of the request (they were, for every batch the relay went on to publish).
    // The agents send what they hold every second (ELASTIC_APM_API_REQUEST_TIME above).
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const relay = intake.events.filter(
      (event) =>
        event.kind === 'span' &&
        event.body.trace_id === traceId &&
        /^(SELECT|UPDATE) outbox$/.test(String(event.body.name)),
    );
    expect(relay.map((event) => `${event.service} ${event.body.name}`)).toEqual([]);
    expect(intake.invalid).toEqual([]);
    expect(intake.records()).toBeGreaterThan(0);
  }, 120_000);
});
