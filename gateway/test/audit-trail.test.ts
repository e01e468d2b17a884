// The test plays the authenticator app with the service's own RFC 6238 code (unit-tested there).

import { randomUUID } from 'node:crypto';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { totpAt } from '@courtage/auth/totp';
import { OPS_RPCS } from '@courtage/contracts/ops/ops-rpcs';
import { offerEnv } from '@courtage/offer/test-support/test-env';
import { type Bus, createBus, rpcHandler } from '@courtage/runtime/bus';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type AuthStack, startAuthStack, TEST_ADMIN } from './support/auth-stack.ts';
import { testLogger } from './support/test-app.ts';

// The audit trail of staff actions through the gateway, against real auth, crm and offer
// processes (one vhost, their own databases) and the local S3: each staff action writes exactly
// one entry, with the actor, the address and the target; /api/v1/admin/audit merges them.
// The notification service is not under test here: a double answers its share of the trail
// (empty), its own entries being the runtime's (services/runtime/test/audit.test.ts).

type Entry = {
  db: string;
  action: string;
  entity: string;
  entity_id: string;
  actor_id: string | null;
  address: string | null;
  before: unknown;
  after: unknown;
};

function newSiren(): string {
  for (;;) {
    const body = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
    for (let key = 0; key < 10; key++) {
      const candidate = `${body}${key}`;
      const sum = [...candidate].reverse().reduce((total, char, i) => {
        let digit = Number(char) * (i % 2 === 1 ? 2 : 1);
        if (digit > 9) digit -= 9;
        return total + digit;
      }, 0);
      if (sum % 10 === 0) return candidate;
    }
  }
}

function multipart(fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----courtage${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('audit trail of staff actions (gateway + auth + crm + offer + S3)', () => {
  let stack: AuthStack;
  let app: FastifyInstance;
  let crm: ServiceProcess;
  let offer: ServiceProcess;
  let bus: Bus;
  const databases: string[] = [];
  const clients: Record<string, pg.Client> = {};
  const ip = '203.0.113.45';
  const unique = (name: string) =>
    `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.fr`;

  beforeAll(async () => {
    stack = await startAuthStack('audit');
    app = stack.app;
    const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    const urls: Record<string, string> = {};
    for (const service of ['crm', 'offer']) {
      const name = `courtage_test_audit_${service}_${randomUUID().slice(0, 8)}`;
      await admin.query(`CREATE DATABASE ${name}`);
      databases.push(name);
      urls[service] = `postgres://postgres@127.0.0.1:5432/${name}`;
    }
    await admin.end();
    bus = await createBus({ url: stack.amqpUrl, name: 'gateway-audit-test', logger: testLogger });
    await bus.serve('notification', [
      rpcHandler(OPS_RPCS.notification.auditTrail, async () => ({ rows: [], total: 0 })),
    ]);
    await Promise.all([
      startServiceProcess('services/crm/src/main.ts', {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        AMQP_URL: stack.amqpUrl,
        DATABASE_URL: urls.crm ?? '',
      }).then((started) => {
        crm = started;
      }),
      startServiceProcess(
        'services/offer/src/main.ts',
        offerEnv({ AMQP_URL: stack.amqpUrl, DATABASE_URL: urls.offer ?? '', LOG_LEVEL: 'warn' }),
      ).then((started) => {
        offer = started;
      }),
    ]);
    for (const service of ['crm', 'offer']) {
      clients[service] = new pg.Client({ connectionString: urls[service] });
      await clients[service].connect();
    }
  }, 240_000);

  afterAll(async () => {
    for (const client of Object.values(clients)) await client.end();
    await bus?.close();
    await Promise.all([crm?.stop(), offer?.stop()]);
    await stack?.stop();
    const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  function printOutputOnFailure(): void {
    onTestFailed(() => console.error(`--- crm ---\n${crm?.output()}\n--- offer ---\n${offer?.output()}`));
  }

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    token?: string,
    extraHeaders: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      remoteAddress: ip,
      ...(payload ? { payload } : {}),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...extraHeaders },
    });

  /** The last audit id of each service's database. */
  async function marks(): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    for (const [name, client] of Object.entries({ auth: stack.sql, ...clients })) {
      const { rows } = await client.query('select coalesce(max(id), 0)::int as id from audit_log');
      result[name] = rows[0].id;
    }
    return result;
  }

  /** Every entry written since `since`, whichever service wrote it. */
  async function entriesSince(since: Record<string, number>): Promise<Entry[]> {
    const found: Entry[] = [];
    for (const [name, client] of Object.entries({ auth: stack.sql, ...clients })) {
      const { rows } = await client.query(
        'select action, entity, entity_id, actor_id, address, before, after from audit_log where id > $1 order by id',
        [since[name]],
      );
      found.push(...rows.map((row) => ({ db: name, ...row })));
    }
    return found;
  }

  /** Runs `act` and returns the one entry it wrote (fails on none or several). */
  async function oneEntry(act: () => Promise<unknown>): Promise<Entry> {
    const before = await marks();
    await act();
    const entries = await entriesSince(before);
    expect(entries, JSON.stringify(entries)).toHaveLength(1);
    return entries[0] as Entry;
  }

  async function signIn(email: string, password: string) {
    const started = await call('POST', '/api/v1/admin', { email, password });
    expect(started.statusCode, started.body).toBe(200);
    const code = (await stack.lastEmail(email, 'staff-login-code'))?.code;
    const verified = await call('POST', '/api/v1/admin/verify-otp', {
      challengeId: started.json().challengeId,
      code,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return {
      accessToken: verified.json().tokens.accessToken as string,
      id: verified.json().user.id as string,
    };
  }

  let adminSession: { accessToken: string; id: string };

  it('sign-ins: a success and each failure write one entry, with the address', async () => {
    printOutputOnFailure();
    const wrong = await oneEntry(async () => {
      const refused = await call('POST', '/api/v1/admin', {
        email: TEST_ADMIN.email,
        password: 'Pas-le-bon-2026',
      });
      expect(refused.statusCode).toBe(401);
    });
    expect(wrong).toMatchObject({ db: 'auth', action: 'sign-in-failed', entity: 'staff', address: ip });
    expect(wrong.after).toEqual({ step: 'password', reason: 'wrong-password' });
    const unknown = await oneEntry(async () => {
      await call('POST', '/api/v1/admin', { email: 'Personne@Example.fr', password: 'Pas-le-bon-2026' });
    });
    expect(unknown).toMatchObject({
      action: 'sign-in-failed',
      entity_id: 'personne@example.fr',
      actor_id: null,
    });

    const started = await call('POST', '/api/v1/admin', {
      email: TEST_ADMIN.email,
      password: TEST_ADMIN.password,
    });
    const challengeId = started.json().challengeId;
    const badCode = await oneEntry(async () => {
      expect(
        (await call('POST', '/api/v1/admin/verify-otp', { challengeId, code: '000000' })).statusCode,
      ).toBe(401);
    });
    expect(badCode).toMatchObject({
      action: 'sign-in-failed',
      after: { step: 'code', reason: 'wrong-code' },
    });
    const code = (await stack.lastEmail(TEST_ADMIN.email, 'staff-login-code'))?.code;
    const success = await oneEntry(async () => {
      const verified = await call('POST', '/api/v1/admin/verify-otp', { challengeId, code });
      expect(verified.statusCode, verified.body).toBe(200);
      adminSession = { accessToken: verified.json().tokens.accessToken, id: verified.json().user.id };
    });
    expect(success).toMatchObject({
      action: 'sign-in',
      actor_id: adminSession.id,
      entity_id: adminSession.id,
      address: ip,
    });
    expect(success.after).toEqual({ method: 'email' });
  });

  it('staff management, password and TOTP changes: one entry each, before and after', async () => {
    const token = adminSession.accessToken;
    const email = unique('membre');
    let memberId = '';
    const created = await oneEntry(async () => {
      const response = await call(
        'POST',
        '/api/v1/admin/staff',
        { name: 'Membre Audit', email, role: 'sub-admin', password: 'Membre-2026' },
        token,
      );
      expect(response.statusCode, response.body).toBe(201);
      memberId = response.json().id;
    });
    expect(created).toMatchObject({
      action: 'create-staff',
      entity_id: memberId,
      actor_id: adminSession.id,
      address: ip,
    });
    expect(created.after).toEqual({ email, name: 'Membre Audit', role: 'sub-admin', disabled: false });
    expect(JSON.stringify(created)).not.toMatch(/Membre-2026|password/);

    const role = await oneEntry(async () => {
      expect(
        (await call('PATCH', `/api/v1/admin/staff/${memberId}`, { role: 'admin' }, token)).statusCode,
      ).toBe(200);
    });
    expect(role).toMatchObject({
      action: 'change-role',
      before: { role: 'sub-admin' },
      after: { role: 'admin' },
    });
    // The same role again changes nothing and writes nothing.
    const none = await marks();
    await call('PATCH', `/api/v1/admin/staff/${memberId}`, { role: 'admin' }, token);
    expect(await entriesSince(none)).toEqual([]);

    const member = await signIn(email, 'Membre-2026');
    const password = await oneEntry(async () => {
      const changed = await call(
        'PUT',
        '/api/v1/admin/profile/password',
        { currentPassword: 'Membre-2026', newPassword: 'Membre-2027x' },
        member.accessToken,
      );
      expect(changed.statusCode, changed.body).toBe(200);
    });
    expect(password).toMatchObject({ action: 'change-password', entity_id: memberId, actor_id: memberId });

    let secret = '';
    const started = await oneEntry(async () => {
      const setup = await call('POST', '/api/v1/admin/enable-2fa', undefined, member.accessToken);
      expect(setup.statusCode, setup.body).toBe(200);
      secret = setup.json().secret;
    });
    expect(started).toMatchObject({ action: 'start-totp', entity_id: memberId });
    expect(JSON.stringify(started)).not.toContain(secret);
    const enabled = await oneEntry(async () => {
      const confirmed = await call(
        'POST',
        '/api/v1/admin/verify-2fa',
        { code: totpAt(secret, Date.now()) },
        member.accessToken,
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    });
    expect(enabled).toMatchObject({
      action: 'enable-totp',
      before: { totpEnabled: false },
      after: { totpEnabled: true },
    });
    const disabledTotp = await oneEntry(async () => {
      const off = await call(
        'POST',
        '/api/v1/admin/disable-2fa',
        { password: 'Membre-2027x' },
        member.accessToken,
      );
      expect(off.statusCode, off.body).toBe(200);
    });
    expect(disabledTotp).toMatchObject({ action: 'disable-totp', after: { totpEnabled: false } });

    const disabled = await oneEntry(async () => {
      expect(
        (await call('PATCH', `/api/v1/admin/staff/${memberId}`, { disabled: true }, token)).statusCode,
      ).toBe(200);
    });
    expect(disabled).toMatchObject({
      action: 'disable-staff',
      before: { disabled: false },
      after: { disabled: true },
    });
    const deleted = await oneEntry(async () => {
      expect((await call('DELETE', `/api/v1/admin/staff/${memberId}`, undefined, token)).statusCode).toBe(
        204,
      );
    });
    expect(deleted).toMatchObject({
      action: 'delete-staff',
      entity_id: memberId,
      before: { email, role: 'admin' },
    });
  });

  let companyId = '';
  let documentId = '';

  it('an export writes one entry with its list, filters and row count; a download one entry', async () => {
    printOutputOnFailure();
    const token = adminSession.accessToken;
    for (const name of ['Garage Audit', 'Boulangerie Audit']) {
      const created = await call(
        'POST',
        '/api/v1/entreprise',
        { companyName: name, siren: newSiren(), kind: 'prospect', zipCode: '33000' },
        token,
      );
      expect(created.statusCode, created.body).toBe(201);
      companyId = created.json().id;
    }
    const exported = await oneEntry(async () => {
      const csv = await call('GET', '/api/v1/entreprise/export.csv?kind=prospect', undefined, token);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.body).toContain('Boulangerie Audit');
    });
    expect(exported).toMatchObject({
      db: 'crm',
      action: 'export',
      entity: 'export',
      entity_id: 'GET /api/v1/entreprise/export.csv',
      actor_id: adminSession.id,
      address: ip,
    });
    expect(exported.after).toMatchObject({
      list: 'entreprises',
      filters: { kind: 'prospect' },
      rows: 2,
      complete: true,
    });

    const form = multipart(
      { ownerType: 'company', ownerId: companyId, kind: 'identity' },
      { name: 'piece-identite.pdf', type: 'application/pdf', bytes: PDF },
    );
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/v1/contact/upload-file',
      remoteAddress: ip,
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    documentId = uploaded.json().id;
    const download = await oneEntry(async () => {
      const file = await call('GET', `/api/v1/contact/download-file/${documentId}`, undefined, token);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    });
    expect(download).toMatchObject({
      db: 'crm',
      action: 'download',
      entity: 'document',
      entity_id: documentId,
      address: ip,
    });
    expect(download.after).toMatchObject({
      fileName: 'piece-identite.pdf',
      kind: 'identity',
      ownerId: companyId,
    });
  });

  it('a deleted company takes its documents with it: the object leaves the store, the download answers 404', async () => {
    const token = adminSession.accessToken;
    const { rows } = await clients.crm!.query('select key from documents where id = $1', [documentId]);
    const key = rows[0].key as string;
    const s3 = new S3Client({
      endpoint: app.config.S3_ENDPOINT,
      region: app.config.S3_REGION,
      forcePathStyle: true,
      credentials: {
        accessKeyId: app.config.S3_ACCESS_KEY_ID,
        secretAccessKey: app.config.S3_SECRET_ACCESS_KEY,
      },
    });
    const head = () => s3.send(new HeadObjectCommand({ Bucket: app.config.S3_BUCKET, Key: key }));
    await expect(head()).resolves.toBeDefined();
    const deleted = await oneEntry(async () => {
      expect((await call('DELETE', `/api/v1/entreprise/${companyId}`, undefined, token)).statusCode).toBe(
        200,
      );
    });
    expect(deleted).toMatchObject({ action: 'delete', entity: 'company', entity_id: companyId });
    expect(
      (deleted.before as { documents: { id: string }[] }).documents.map((document) => document.id),
    ).toEqual([documentId]);
    await expect(head()).rejects.toMatchObject({ name: 'NotFound' });
    const download = await call('GET', `/api/v1/contact/download-file/${documentId}`, undefined, token);
    expect(download.statusCode).toBe(404);
    s3.destroy();
  });

  it('a plan change writes one entry in offer', async () => {
    printOutputOnFailure();
    const token = adminSession.accessToken;
    const plans = await call('GET', '/api/v1/insurance-plans', undefined, token);
    expect(plans.statusCode, plans.body).toBe(200);
    const plan = plans.json().plans.find((candidate: { status: string }) => candidate.status === 'active');
    const retired = await oneEntry(async () => {
      const response = await call(
        'PUT',
        `/api/v1/insurance-plans/${plan.id}/status`,
        { status: 'retired' },
        token,
      );
      expect(response.statusCode, response.body).toBe(200);
    });
    expect(retired).toMatchObject({
      db: 'offer',
      action: 'set-plan-status',
      entity: 'plan',
      entity_id: plan.id,
      before: { status: 'active' },
      after: { status: 'retired' },
      address: ip,
    });
    await call('PUT', `/api/v1/insurance-plans/${plan.id}/status`, { status: 'active' }, token);
  });

  it('/api/v1/admin/audit merges every service by time, filters, pages by keyset, exports (itself audited)', async () => {
    const token = adminSession.accessToken;
    const first = await call('GET', '/api/v1/admin/audit?limit=10', undefined, token);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.rows).toHaveLength(10);
    expect(page.rows[0]).toMatchObject({
      service: 'offer',
      action: 'set-plan-status',
      actorName: expect.any(String),
    });
    const times = page.rows.map((row: { occurredAt: string }) => row.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);

    // Keyset paging over the whole trail: no repeat, and every entry of the three databases.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await call(
        'GET',
        `/api/v1/admin/audit?limit=10${cursor ? `&cursor=${cursor}` : ''}`,
        undefined,
        token,
      );
      expect(response.statusCode).toBe(200);
      seen.push(
        ...response.json().rows.map((row: { service: string; id: number }) => `${row.service}/${row.id}`),
      );
      cursor = response.json().nextCursor;
    } while (cursor);
    const total = (await entriesSince({ auth: 0, crm: 0, offer: 0 })).length;
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(total);
    expect((await call('GET', '/api/v1/admin/audit?limit=10', undefined, token)).json()).toMatchObject({
      total,
      totalCapped: false,
    });

    const exports = await call('GET', '/api/v1/admin/audit?action=export', undefined, token);
    expect(exports.json().rows.map((row: { entityId: string }) => row.entityId)).toEqual([
      'GET /api/v1/entreprise/export.csv',
    ]);
    const byTarget = await call('GET', `/api/v1/admin/audit?target=${companyId}`, undefined, token);
    expect(byTarget.json().rows.map((row: { action: string }) => row.action)).toEqual(['delete', 'create']);
    const byActor = await call(
      'GET',
      `/api/v1/admin/audit?actorId=${adminSession.id}&entity=plan`,
      undefined,
      token,
    );
    expect(byActor.json().rows.map((row: { action: string }) => row.action)).toEqual([
      'set-plan-status',
      'set-plan-status',
    ]);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await call('GET', `/api/v1/admin/audit?from=${tomorrow}`, undefined, token)).json().rows).toEqual(
      [],
    );

    for (const query of ['from=2026-02-30', 'cursor=bm9wZQ', 'limit=7', 'to=2020-01-01&from=2021-01-01']) {
      const refused = await call('GET', `/api/v1/admin/audit?${query}`, undefined, token);
      expect(refused.statusCode, query).toBe(400);
    }

    const exported = await oneEntry(async () => {
      const csv = await call('GET', '/api/v1/admin/audit/export.csv?entity=plan', undefined, token);
      expect(csv.statusCode).toBe(200);
      expect(csv.body.split('\r\n')[0]).toBe(
        '\uFEFFDate;Auteur;Rôle;Adresse IP;Action;Cible;Identifiant;Service;Avant;Après',
      );
      expect(csv.body).toContain('Statut de garantie modifié');
    });
    expect(exported).toMatchObject({
      db: 'auth',
      action: 'export',
      entity_id: 'GET /api/v1/admin/audit/export.csv',
    });
    expect(exported.after).toMatchObject({ list: 'journal-audit', rows: 2, filters: { entity: 'plan' } });
  });

  it('is for Admins only', async () => {
    const member = await call(
      'POST',
      '/api/v1/admin/staff',
      { name: 'Sous Admin', email: unique('sous'), role: 'sub-admin', password: 'Membre-2026' },
      adminSession.accessToken,
    );
    const session = await signIn(member.json().email, 'Membre-2026');
    expect((await call('GET', '/api/v1/admin/audit', undefined, session.accessToken)).statusCode).toBe(403);
    expect(
      (await call('GET', '/api/v1/admin/audit/export.csv', undefined, session.accessToken)).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/v1/admin/audit')).statusCode).toBe(401);
  });
});
