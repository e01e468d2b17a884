import { randomUUID } from 'node:crypto';
import { signAccessToken } from '@courtage/contracts/auth/access-token';
import { DEV_ONLY_JWT_SECRET } from '@courtage/contracts/auth/jwt-secret';
import { eventually } from '@courtage/runtime/testing/eventually';
import type { ServiceProcess } from '@courtage/runtime/testing/service-process';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { startCrmProcess } from './support/crm-process.ts';
import { buildTestApp, randomIp } from './support/test-app.ts';

// The gateway in front of a real crm process (its own vhost and database) and the local S3 (s3rver).
const NAME = 'courtage_test_gateway_crm';

const bearer = (kind: 'customer' | 'staff', role: 'customer' | 'admin' | 'sub-admin') => ({
  authorization: `Bearer ${signAccessToken(DEV_ONLY_JWT_SECRET, { sub: randomUUID(), kind, role, sid: randomUUID() }).token}`,
});
const subAdmin = bearer('staff', 'sub-admin');
const customer = bearer('customer', 'customer');

/** Luhn-valid SIREN, different each call. */
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

// A 1x1 PNG, and a minimal PDF header.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('CRM routes (gateway + crm + S3)', () => {
  let app: FastifyInstance;
  let crm: ServiceProcess;
  let companyId: string;

  beforeAll(async () => {
    const started = await startCrmProcess(NAME);
    crm = started.crm;
    app = await buildTestApp({ AMQP_URL: started.amqpUrl, RPC_TIMEOUT_MS: '10000' });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    if (crm) expect(await crm.stop()).toBe(0);
  });

  function printOutputOnFailure(): void {
    onTestFailed(() => console.error(`--- crm ---\n${crm.output()}`));
  }

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url,
      headers,
      remoteAddress: randomIp(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('creates a prospect by SIREN; a wrong SIREN is refused in French next to the field', async () => {
    printOutputOnFailure();
    const body = { companyName: 'Garage Dupont', siren: '123456788', kind: 'prospect', zipCode: '33000' };
    const refused = await call('POST', '/api/v1/entreprise', subAdmin, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { field: 'siren', message: 'Le numéro SIREN est invalide (9 chiffres, clé de contrôle).' },
    ]);
    const created = await call('POST', '/api/v1/entreprise', subAdmin, { ...body, siren: newSiren() });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ town: 'Bordeaux', kind: 'prospect' });
    companyId = created.json().id;
  });

  it('every /:id route answers 401 without a token and 403 to a customer', async () => {
    const id = randomUUID();
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', `/api/v1/entreprise/${id}`],
      ['PUT', `/api/v1/entreprise/${id}`],
      ['DELETE', `/api/v1/entreprise/${id}`],
      ['POST', `/api/v1/entreprise/${id}/become-client`],
      ['POST', `/api/v1/entreprise/${id}/comments`],
      ['POST', `/api/v1/entreprise/${id}/reveal-iban`],
      ['GET', `/api/v1/entreprise/${id}/conformite`],
      ['PUT', `/api/v1/entreprise/${id}/conformite`],
      ['GET', `/api/v1/entreprise/${id}/conformite/export.csv`],
      ['GET', `/api/v1/entreprise/history/company/${id}`],
      ['GET', `/api/v1/contact/byId/${id}`],
      ['PUT', `/api/v1/contact/${id}`],
      ['DELETE', `/api/v1/contact/${id}`],
      ['GET', `/api/v1/contact/upload/${id}`],
      ['GET', `/api/v1/contact/download-file/${id}`],
      ['DELETE', `/api/v1/contact/documents/${id}`],
      ['GET', `/api/v1/contrat/byId/${id}`],
      ['PUT', `/api/v1/contrat/${id}`],
      ['DELETE', `/api/v1/contrat/${id}`],
      ['GET', `/api/v1/contrat/upload/${id}`],
      ['GET', `/api/v1/devis/${id}`],
      ['PUT', `/api/v1/devis/${id}`],
      ['PUT', `/api/v1/devis/${id}/status`],
      ['POST', `/api/v1/devis/${id}/send`],
      ['GET', `/api/v1/devis/${id}/pdf`],
      ['POST', `/api/v1/devis/requests/${id}/handle`],
      ['GET', `/api/v1/task/${id}`],
      ['PUT', `/api/v1/task/${id}`],
      ['PUT', `/api/v1/task/${id}/status`],
    ];
    for (const [method, url] of routes) {
      const anonymous = await call(method, url, {});
      expect(anonymous.statusCode, `${method} ${url} without a token`).toBe(401);
      const asCustomer = await call(method, url, customer);
      expect(asCustomer.statusCode, `${method} ${url} as a customer`).toBe(403);
    }
    // And a staff member reaches crm, which answers 404 for an unknown id.
    expect((await call('GET', `/api/v1/entreprise/${id}`, subAdmin)).statusCode).toBe(404);
  });

  it('stores a PNG renamed .pdf as PNG, refuses HTML renamed .pdf (400) and 11 MB (413); downloads need staff', async () => {
    printOutputOnFailure();
    const fields = { ownerType: 'company', ownerId: companyId, kind: 'kbis' };
    const png = multipart(fields, { name: 'kbis.pdf', type: 'application/pdf', bytes: PNG });
    const stored = await app.inject({
      method: 'POST',
      url: '/api/v1/contact/upload-file',
      headers: { ...subAdmin, ...png.headers },
      payload: png.payload,
    });
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toMatchObject({
      contentType: 'image/png',
      fileName: 'kbis.png',
      size: PNG.length,
      kind: 'kbis',
    });

    const html = multipart(fields, {
      name: 'kbis.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('<!doctype html><html><body>x</body></html>'),
    });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/contact/upload-file',
      headers: { ...subAdmin, ...html.headers },
      payload: html.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Type de fichier refusé : PDF, PNG ou JPEG uniquement.');

    const big = multipart(fields, {
      name: 'gros.pdf',
      type: 'application/pdf',
      bytes: Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 32)]),
    });
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/api/v1/contact/upload-file',
      headers: { ...subAdmin, ...big.headers },
      payload: big.payload,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('Le fichier dépasse 10 Mo.');

    const pdf = multipart(fields, { name: 'contrat.pdf', type: 'application/pdf', bytes: PDF });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/contact/upload-file',
          headers: { ...subAdmin, ...pdf.headers },
          payload: pdf.payload,
        })
      ).statusCode,
    ).toBe(201);
    const listed = await call(
      'GET',
      `/api/v1/contact/documents?ownerType=company&ownerId=${companyId}`,
      subAdmin,
    );
    expect(listed.json().total).toBe(2);

    const url = `/api/v1/contact/download-file/${stored.json().id}`;
    const download = await call('GET', url, subAdmin);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect((await call('GET', url, customer)).statusCode).toBe(403);
    expect((await call('GET', url, {})).statusCode).toBe(401);
  });

  it('imports contracts from CSV (holder by SIREN), refuses a taken policy number, exports the compliance file', async () => {
    printOutputOnFailure();
    const company = (await call('GET', `/api/v1/entreprise/${companyId}`, subAdmin)).json();
    const policy = `POL-${randomUUID().slice(0, 8)}`;
    const csv = [
      'siren;assureur;produit;numéro de police;date d’effet;date de renouvellement;prime mensuelle;taux de commission;statut',
      `${company.siren};Alan;Santé Pro;${policy};01/01/2027;01/01/2028;120,50;12;actif`,
    ].join('\n');
    const headers = { ...subAdmin, 'content-type': 'text/csv' };
    const preview = await app.inject({
      method: 'POST',
      url: '/api/v1/contrat/upload/preview',
      headers,
      payload: csv,
    });
    expect(preview.json()).toMatchObject({ total: 1, valid: 1, errorCount: 0, unknownColumns: [] });
    const job = await app.inject({ method: 'POST', url: '/api/v1/contrat/upload', headers, payload: csv });
    expect(job.statusCode).toBe(202);
    await eventually(async () => {
      const state = (await call('GET', `/api/v1/contrat/upload/${job.json().jobId}`, subAdmin)).json();
      return state.status === 'done' ? state : undefined;
    }, 'the contracts import');
    const portfolio = await call('GET', `/api/v1/contrat?companyId=${companyId}&limit=10`, subAdmin);
    expect(portfolio.json().rows[0]).toMatchObject({
      policyNumber: policy,
      monthlyPremium: 120.5,
      commissionRate: 12,
      monthlyCommission: 14.46,
      status: 'actif',
    });
    const again = await app.inject({ method: 'POST', url: '/api/v1/contrat/upload', headers, payload: csv });
    expect(again.statusCode).toBe(400);
    expect(again.json().details).toEqual([
      {
        row: 2,
        field: 'policyNumber',
        message: 'Un contrat avec ce numéro de police existe déjà chez cet assureur.',
      },
    ]);

    const admin = bearer('staff', 'admin');
    expect(
      (await call('GET', `/api/v1/entreprise/${companyId}/conformite/export.csv`, subAdmin)).statusCode,
    ).toBe(403);
    const exported = await call('GET', `/api/v1/entreprise/${companyId}/conformite/export.csv`, admin);
    expect(exported.statusCode).toBe(200);
    expect(exported.body.startsWith('\uFEFFEntreprise;Élément;État')).toBe(true);
    expect(exported.body).toContain('DER remis (document d’entrée en relation);Manquant');
  });

  it('imports 10,000 contacts from CSV: preview, then all or nothing with progress', async () => {
    printOutputOnFailure();
    const marker = randomUUID().slice(0, 8);
    const lines = ['civilite;nom;prenom;fonction;email;telephone'];
    for (let i = 0; i < 10_000; i++)
      lines.push(
        `Mme;Import${marker};Personne ${i};Gérante;p${i}.${marker}@example.fr;06 12 34 ${String(i % 100).padStart(2, '0')} 00`,
      );
    const csv = lines.join('\n');
    const headers = { ...subAdmin, 'content-type': 'text/csv' };

    const bad = `${lines.slice(0, 3).join('\n')}\nDocteur;;Sans nom;;pas-un-email;`;
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/contact/upload',
      headers,
      payload: bad,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { row: 4, field: 'civility', message: 'Veuillez choisir la civilité (M. ou Mme).' },
      { row: 4, field: 'name', message: 'Veuillez saisir le nom.' },
      { row: 4, field: 'email', message: 'L’adresse e-mail est invalide.' },
    ]);

    let started = performance.now();
    const preview = await app.inject({
      method: 'POST',
      url: '/api/v1/contact/upload/preview',
      headers,
      payload: csv,
    });
    const previewMs = performance.now() - started;
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ total: 10_000, valid: 10_000, errorCount: 0 });

    started = performance.now();
    const job = await app.inject({ method: 'POST', url: '/api/v1/contact/upload', headers, payload: csv });
    expect(job.statusCode).toBe(202);
    const progress: number[] = [];
    const done = await eventually(
      async () => {
        const state = (await call('GET', `/api/v1/contact/upload/${job.json().jobId}`, subAdmin)).json();
        progress.push(state.processed);
        return state.status === 'done' ? state : undefined;
      },
      'the import to finish',
      60_000,
      50,
    );
    const importMs = performance.now() - started;
    console.info(
      `contacts CSV of 10,000 rows: preview ${Math.round(previewMs)} ms, import ${Math.round(importMs)} ms`,
    );
    expect(done).toMatchObject({ total: 10_000, processed: 10_000 });
    const search = await call('GET', `/api/v1/contact/byAttributes?q=import${marker}&limit=10`, subAdmin);
    // A search's count stops at 1,000 ('plus de 1 000 résultats'); the last row is there.
    expect(search.json()).toMatchObject({ total: 1000, totalCapped: true });
    const last = await call(
      'GET',
      `/api/v1/contact/byAttributes?q=${encodeURIComponent(`p9999.${marker}@example.fr`)}&limit=10`,
      subAdmin,
    );
    expect(last.json()).toMatchObject({ total: 1, rows: [{ forename: 'Personne 9999' }] });
  }, 120_000);
});
