// The demo brokerage: writes the rows of build-demo.ts straight into each service's
// own database and its PDFs into the document store, keeping each service's invariants (the
// crm's read model holds exactly the offer service's offers out of 'proposed' or assigned, each
// subscription has its crm contract, NIRs and IBANs are encrypted with the keys the services
// use). Development and test only: NODE_ENV=production refuses. Idempotent: a database that
// already holds the demo is left as it is; `--reset` removes the demo rows and writes them again.
import { DEMO_CUSTOMER, DEMO_SUB_ADMIN, seedDemoAccounts } from '@courtage/auth/bootstrap';
import { DEV_ADMIN } from '@courtage/auth/config';
import { DEV_BROKER_IDENTITY } from '@courtage/contracts/broker/broker-identity';
import type { Quote } from '@courtage/contracts/crm/quotes/quote';
import { parisDate } from '@courtage/contracts/offer/dates';
import { maskIban, maskNir } from '@courtage/contracts/offer/subscription';
import { findCommune } from '@courtage/contracts/validators/find-commune';
import {
  DEV_CRM_ENCRYPTION_KEY,
  ibanContext,
  maskIban as maskCompanyIban,
} from '@courtage/crm/companies/iban';
import { nafLabel } from '@courtage/crm/companies/naf-label';
import { buildQuotePdf } from '@courtage/crm/quotes/quote-pdf';
import { DEV_ENCRYPTION_KEY, fieldContext } from '@courtage/offer/crypto/field-context';
import { writeDemoSignedFile } from '@courtage/offer/esign/demo-signed-file';
import { loadSealKey } from '@courtage/offer/esign/seal-keys';
import { signatureCodeKeyOf } from '@courtage/offer/esign/signature-code';
import { storedKeysOf } from '@courtage/offer/esign/subscription-file-store';
import { createFormulaViews } from '@courtage/offer/offers/formula-views';
import { loadActivePlans } from '@courtage/offer/repositories/load-catalog';
import { createDatabase, type Database } from '@courtage/runtime/database';
import { createDocumentStore, type DocumentStore } from '@courtage/runtime/document-store';
import { createFieldCipher, parseFieldKey } from '@courtage/runtime/field-cipher';
import { createLogger } from '@courtage/runtime/logger';
import { loadPostalCodeIndex } from '@courtage/runtime/postal-codes/load-postal-code-index';
import { type Kysely, sql } from 'kysely';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { databaseUrl, PROFILES, type Profile } from '../stack/profiles.ts';
import { buildDemo, type DemoData, type DemoFile, type Place, type Staff } from './build-demo.ts';
import { TOWNS } from './fixtures.ts';
import { DEMO_ID_MAX, DEMO_ID_MIN } from './random.ts';

// biome-ignore lint/suspicious/noExplicitAny: the seed writes raw rows into three services' tables
type AnyDb = Kysely<any>;

export const PRODUCTION_REFUSED =
  'Les données de démonstration ne sont jamais écrites en production (NODE_ENV=production).';
export const BAD_ANCHOR = 'DEMO_SEED_ANCHOR doit être une date au format AAAA-MM-JJ.';

export type SeedOptions = {
  profile: Profile;
  /** YYYY-MM-DD; the last day of history is the day before. Default: DEMO_SEED_ANCHOR, else today (Paris). */
  anchor?: string;
  reset?: boolean;
  log?: (line: string) => void;
  /** Other databases and bucket than the profile's (the seed's own integration test). */
  databases?: { auth: string; offer: string; crm: string };
  bucket?: string;
};

export type SeedReport = {
  anchor: string;
  /** 'seeded' when rows were written, 'present' when every database already held the demo. */
  outcome: 'seeded' | 'present';
  seconds: number;
  counts: Record<string, number>;
};

export class DemoSeedError extends Error {}

function anchorOf(option: string | undefined): string {
  const anchor = option ?? process.env.DEMO_SEED_ANCHOR ?? parisDate();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(anchor) || Number.isNaN(Date.parse(`${anchor}T00:00:00Z`)))
    throw new DemoSeedError(BAD_ANCHOR);
  return anchor;
}

function refuseProduction(profile: Profile): void {
  if (process.env.NODE_ENV === 'production' || PROFILES[profile].nodeEnv === 'production')
    throw new DemoSeedError(PRODUCTION_REFUSED);
}

type Target = {
  auth: Database<unknown>;
  offer: Database<unknown>;
  crm: Database<unknown>;
  store: DocumentStore;
  /** The same bucket, as the offer service writes its subscription files. */
  offerStore: DocumentStore;
  close(): Promise<void>;
};

function open(options: SeedOptions): Target {
  const { profile } = options;
  const logger = createLogger('demo-seed', 'warn');
  const url = (name: 'auth' | 'offer' | 'crm') => options.databases?.[name] ?? databaseUrl(name, profile);
  const auth = createDatabase<unknown>(url('auth'), logger, 2);
  const offer = createDatabase<unknown>(url('offer'), logger, 2);
  const crm = createDatabase<unknown>(url('crm'), logger, 2);
  const s3 = {
    endpoint: process.env.S3_ENDPOINT ?? 'http://127.0.0.1:4569',
    region: process.env.S3_REGION ?? 'us-east-1',
    bucket:
      options.bucket ??
      process.env.S3_BUCKET ??
      (PROFILES[profile].nodeEnv === 'test' ? 'courtage-test-documents' : 'courtage-documents'),
    accessKeyId: process.env.S3_ACCESS_KEY_ID ?? 'S3RVER',
    secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? 'S3RVER',
  };
  const store = createDocumentStore(s3);
  return {
    auth,
    offer,
    crm,
    store,
    offerStore: createDocumentStore(s3),
    async close() {
      await Promise.all([auth.close(), offer.close(), crm.close()]);
    },
  };
}

const inDemoRange = (column: string) => sql.raw(`${column} BETWEEN '${DEMO_ID_MIN}' AND '${DEMO_ID_MAX}'`);

async function holdsDemo(db: AnyDb, table: string): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM ${sql.table(table)} WHERE ${inDemoRange('id')} LIMIT 1`.execute(
    db,
  );
  return rows.length > 0;
}

/** Multi-row INSERTs, each under PostgreSQL's 65,535 bound parameters. */
async function insertRows(db: AnyDb, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const perRow = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.floor(60_000 / perRow));
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
  }
}

/** Staff of auth (Admin first) and the demo customer; creates the demo accounts when missing. */
async function loadAccounts(auth: AnyDb) {
  await seedDemoAccounts(auth as never, createLogger('demo-seed', 'warn'));
  // The brokers of the demo: the first Admin (ADMIN_EMAIL) and the demo Sub-admin, not every
  // account a test run may have created.
  const adminEmail = process.env.ADMIN_EMAIL ?? DEV_ADMIN.email;
  const staff = (
    await sql<Staff>`
      SELECT id, name, role FROM staff
      WHERE disabled_at IS NULL AND lower(email) IN (lower(${adminEmail}), lower(${DEMO_SUB_ADMIN.email}))
      ORDER BY role, created_at, id`.execute(auth)
  ).rows;
  if (staff.length === 0)
    throw new DemoSeedError('Aucun compte du back-office : démarrez le service auth une première fois.');
  const customer = (
    await sql<{
      id: string;
      email: string;
      first_name: string;
      last_name: string;
      phone_number: string | null;
    }>`SELECT id, email, first_name, last_name, phone_number FROM customers WHERE lower(email) = lower(${DEMO_CUSTOMER.email})`.execute(
      auth,
    )
  ).rows[0];
  if (!customer) throw new DemoSeedError('Le client de démonstration est introuvable.');
  return {
    staff,
    customer: {
      id: customer.id,
      email: customer.email,
      firstName: customer.first_name,
      lastName: customer.last_name,
      phoneNumber: customer.phone_number ?? DEMO_CUSTOMER.phoneNumber,
    },
  };
}

async function resolvePlaces(): Promise<Place[]> {
  const index = await loadPostalCodeIndex();
  return TOWNS.map((town) => {
    const entry = index.get(town.postalCode);
    const commune = entry ? findCommune(entry.communes, town.city) : undefined;
    if (!entry || !commune)
      throw new Error(`demo town ${town.postalCode} ${town.city} is not in the communes data`);
    return { postalCode: town.postalCode, city: commune.nom, departement: entry.departement.code };
  });
}

/** A one-page PDF: the brokerage's header, the title and the lines. */
async function documentPdf(file: DemoFile, anchor: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const date = new Date(`${anchor}T08:00:00Z`);
  pdf.setTitle(file.title);
  pdf.setAuthor('Courtage Santé (démonstration)');
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  const page = pdf.addPage([595.28, 841.89]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  const line = (text: string, size: number, face = font) => {
    page.drawText(text, { x: 50, y, size, font: face, color: rgb(0.1, 0.1, 0.15) });
    y -= size + 8;
  };
  line('Courtage Santé', 16, bold);
  line('Document de démonstration : données fictives', 9);
  y -= 20;
  line(file.title, 18, bold);
  y -= 10;
  for (const text of file.lines) line(text, 11);
  return pdf.save();
}

async function quotePdf(file: DemoFile & { kind: 'quote' }, data: DemoData): Promise<Uint8Array> {
  const row = data.crm.quotes.find((q) => q.id === file.quoteId) as Record<string, unknown>;
  const company = data.crm.companies.find((c) => c.id === row.company_id);
  const contact = data.crm.contacts.find((c) => c.id === row.contact_id);
  const quote: Quote = {
    id: row.id as string,
    reference: row.reference as string,
    companyId: (row.company_id as string) ?? null,
    companyName: (company?.company_name as string) ?? null,
    contactId: (row.contact_id as string) ?? null,
    contactName: contact ? `${contact.forename} ${contact.name}` : null,
    insuranceLine: row.insurance_line as string,
    formula: row.formula as string,
    insurer: (row.insurer as string) ?? null,
    monthlyPremium: Number(row.monthly_premium),
    validUntil: row.valid_until as string,
    notes: (row.notes as string) ?? null,
    status: 'brouillon',
    source: row.source as Quote['source'],
    hasPdf: false,
    sentAt: null,
    createdAt: (row.created_at as Date).toISOString(),
    updatedAt: (row.updated_at as Date).toISOString(),
  };
  // Development data: the development identity the CMS is seeded with.
  return buildQuotePdf(
    quote,
    DEV_BROKER_IDENTITY,
    contact ? `${contact.forename} ${contact.name}` : String(company?.company_representative ?? ''),
  );
}

/** Renders and stores every PDF (a few at a time); each document row gets its real size. */
async function storeFiles(store: DocumentStore, data: DemoData, anchor: string): Promise<void> {
  await store.ensureBucket();
  const sizes = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    while (next < data.files.length) {
      const file = data.files[next++] as DemoFile;
      const bytes = file.kind === 'quote' ? await quotePdf(file, data) : await documentPdf(file, anchor);
      await store.put(file.key, bytes, 'application/pdf');
      sizes.set(file.key, bytes.length);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  for (const document of data.crm.documents) document.size = sizes.get(document.key as string) ?? 1;
}

async function writeOffer(db: AnyDb, data: DemoData): Promise<void> {
  const cipher = createFieldCipher(
    parseFieldKey(process.env.OFFER_ENCRYPTION_KEY || DEV_ENCRYPTION_KEY),
    'offer',
  );
  await db.transaction().execute(async (trx) => {
    await insertRows(trx, 'comparisons', data.offer.comparisons);
    await insertRows(trx, 'offers', data.offer.offers);
    await insertRows(trx, 'offer_state_history', data.offer.history);
    await insertRows(trx, 'offer_notes', data.offer.notes);
    // A seat is held by every booking not released (a cancelled offer gives its seat back).
    const seats = new Map<string, number>();
    for (const booking of data.offer.bookings) {
      const slot = booking.slot as { day: string; time: string };
      const key = `${slot.day} ${slot.time}`;
      seats.set(key, (seats.get(key) ?? 0) + (booking.released_at ? 0 : 1));
    }
    const slotIds = new Map<string, string>();
    const slotRows = [
      ...new Set(
        data.offer.bookings.map((b) => {
          const slot = b.slot as { day: string; time: string };
          return `${slot.day} ${slot.time}`;
        }),
      ),
    ].map((key) => ({ key, day: key.slice(0, 10), time: key.slice(11), booked: seats.get(key) ?? 0 }));
    for (let i = 0; i < slotRows.length; i += 1000) {
      const chunk = slotRows.slice(i, i + 1000);
      const { rows } = await sql<{ id: string; slot_date: string; slot_time: string }>`
        INSERT INTO slots AS s (slot_date, slot_time, capacity, booked)
        SELECT day::date, time, greatest(3, booked), booked
        FROM json_to_recordset(${JSON.stringify(chunk)}::json) AS x(day text, time text, booked int)
        ON CONFLICT (slot_date, slot_time) DO UPDATE SET
          capacity = greatest(s.capacity, s.booked + excluded.booked),
          booked = s.booked + excluded.booked
        RETURNING id, to_char(slot_date, 'YYYY-MM-DD') AS slot_date, slot_time`.execute(trx);
      for (const row of rows) slotIds.set(`${row.slot_date} ${row.slot_time}`, row.id);
    }
    await insertRows(
      trx,
      'bookings',
      data.offer.bookings.map(({ slot, ...booking }) => {
        const { day, time } = slot as { day: string; time: string };
        return { ...booking, slot_id: slotIds.get(`${day} ${time}`) };
      }),
    );
    await insertRows(
      trx,
      'subscriptions',
      data.offer.subscriptions.map(({ nir, iban, ...row }) => ({
        ...row,
        nir_encrypted: cipher.encrypt(nir, fieldContext('subscriptions', 'nir', row.offer_id as string)),
        nir_masked: maskNir(nir),
        iban_encrypted: cipher.encrypt(iban, fieldContext('subscriptions', 'iban', row.offer_id as string)),
        iban_masked: maskIban(iban),
      })),
    );
  });
}

async function writeCrm(db: AnyDb, data: DemoData): Promise<void> {
  const cipher = createFieldCipher(
    parseFieldKey(process.env.CRM_ENCRYPTION_KEY || DEV_CRM_ENCRYPTION_KEY),
    'crm',
  );
  await db.transaction().execute(async (trx) => {
    await insertRows(
      trx,
      'companies',
      data.crm.companies.map(({ iban, ...company }) => ({
        ...company,
        naf_activity: company.code_naf ? nafLabel(company.code_naf as string) : null,
        iban_encrypted: iban ? cipher.encrypt(iban, ibanContext(company.id as string)) : null,
        iban_masked: iban ? maskCompanyIban(iban) : null,
      })),
    );
    await insertRows(trx, 'company_comments', data.crm.companyComments);
    await insertRows(trx, 'contacts', data.crm.contacts);
    await insertRows(trx, 'quotes', data.crm.quotes);
    await insertRows(trx, 'contracts', data.crm.contracts);
    await insertRows(trx, 'documents', data.crm.documents);
    await insertRows(trx, 'compliance_items', data.crm.compliance);
    await insertRows(trx, 'tasks', data.crm.tasks);
    await insertRows(trx, 'contact_queries', data.crm.contactQueries);
    await insertRows(trx, 'contact_query_replies', data.crm.replies);
    await insertRows(trx, 'user_queries', data.crm.userQueries);
    await insertRows(trx, 'prospects', data.crm.prospects);
    await insertRows(trx, 'quote_requests', data.crm.quoteRequests);
    await insertRows(trx, 'offer_comparisons', data.crm.readComparisons);
    await insertRows(trx, 'offer_read_model', data.crm.readModel);
  });
}

/**
 * How many demo subscriptions get a signed file: the demo customer's and the most recent others.
 * A file takes about 0.4 s of CPU (three PDFs sealed with RSA 2048 in JavaScript, the certificate,
 * IPID and general conditions), so all of the demo's hundred-odd would take the seed past its
 * 60 s; the older ones show as subscribed before e-signing ("souscription antérieure").
 */
export const DEMO_SIGNED_FILES = 25;

/**
 * Gives the demo customer's subscription and the most recent others (DEMO_SIGNED_FILES in all)
 * their signed file when they have none, made by the offer service's own code
 * (esign/subscription-files.ts: the documents to sign, stamped and sealed with the platform's key,
 * the certificate, the IPID and general conditions, the evidence file, the signature row), signed
 * when the offer moved to 'subscribed'. A few at a time; returns how many were written.
 */
async function signDemoFiles(target: Target): Promise<number> {
  const db = target.offer.db as AnyDb;
  const unsigned = (
    await sql<{ offer_id: string; signed_at: Date }>`
      WITH chosen AS (
        SELECT s.id, s.offer_id, coalesce(h.at, s.created_at) AS signed_at
        FROM subscriptions s
        LEFT JOIN LATERAL (
          SELECT at FROM offer_state_history
          WHERE offer_id = s.offer_id AND to_state = 'subscribed' ORDER BY at LIMIT 1) h ON true
        WHERE ${inDemoRange('s.id')}
        -- The demo customer's (the only one with an account) first, then the most recent.
        ORDER BY (s.user_id IS NOT NULL) DESC, h.at DESC NULLS LAST, s.id
        LIMIT ${DEMO_SIGNED_FILES})
      SELECT c.offer_id, c.signed_at FROM chosen c
      LEFT JOIN subscription_signatures f ON f.subscription_id = c.id
      WHERE f.subscription_id IS NULL
      ORDER BY c.offer_id`.execute(db)
  ).rows;
  if (unsigned.length === 0) return 0;
  await target.offerStore.ensureBucket();
  const encryptionKey = parseFieldKey(process.env.OFFER_ENCRYPTION_KEY || DEV_ENCRYPTION_KEY);
  // The key the offer service seals with: configured, else the database's development key.
  const key = loadSealKey(db, {
    keyPem: process.env.OFFER_SEAL_KEY_PEM ?? '',
    certPem: process.env.OFFER_SEAL_CERT_PEM ?? '',
    production: false,
  });
  const deps = {
    db,
    documents: target.offerStore,
    formulaViews: createFormulaViews(db),
    // Development data: the development identity the CMS is seeded with.
    identity: { get: async () => DEV_BROKER_IDENTITY },
    cipher: createFieldCipher(encryptionKey, 'offer'),
    sealKey: () => key,
    signatureCodeKey: signatureCodeKeyOf(encryptionKey),
  };
  let written = 0;
  let next = 0;
  const worker = async () => {
    while (next < unsigned.length) {
      const { offer_id, signed_at } = unsigned[next++] as (typeof unsigned)[number];
      if ((await writeDemoSignedFile(deps, { offerId: offer_id, signedAt: signed_at })) === 'written')
        written += 1;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return written;
}

/** Removes every demo row (ids in the demo range) and the demo's stored PDFs. */
async function removeDemoRows(target: Target): Promise<void> {
  const crm = target.crm.db as AnyDb;
  const offer = target.offer.db as AnyDb;
  const keys = (
    await sql<{ key: string }>`
      SELECT key FROM documents WHERE ${inDemoRange('id')}
      UNION ALL SELECT pdf_key FROM quotes WHERE ${inDemoRange('id')} AND pdf_key IS NOT NULL`.execute(crm)
  ).rows.map((row) => row.key);
  const files = (
    await sql<{ subscription_id: string; documents: unknown; evidence_key: string | null }>`
      SELECT subscription_id, documents, evidence_key FROM subscription_signatures
      WHERE ${inDemoRange('subscription_id')}`.execute(offer)
  ).rows;
  await crm.transaction().execute(async (trx) => {
    for (const table of [
      'offer_read_model',
      'offer_comparisons',
      'user_queries',
      'contact_query_replies',
      'contact_queries',
      'tasks',
      'documents',
      'contracts',
      'quotes',
      'quote_requests',
      'prospects',
      'company_comments',
      'contacts',
      'companies',
    ]) {
      await sql`DELETE FROM ${sql.table(table)} WHERE ${inDemoRange('id')}`.execute(trx);
    }
  });
  await offer.transaction().execute(async (trx) => {
    // Seats held by demo bookings are given back; the slot rows stay (listing creates them anyway).
    await sql`
      UPDATE slots s SET booked = s.booked - held.n
      FROM (SELECT slot_id, count(*)::int AS n FROM bookings
            WHERE ${inDemoRange('id')} AND released_at IS NULL GROUP BY slot_id) AS held
      WHERE s.id = held.slot_id`.execute(trx);
    await sql`DELETE FROM bookings WHERE ${inDemoRange('id')}`.execute(trx);
    await sql`DELETE FROM subscription_signatures WHERE ${inDemoRange('subscription_id')}`.execute(trx);
    await sql`DELETE FROM subscriptions WHERE ${inDemoRange('id')}`.execute(trx);
    await sql`DELETE FROM offer_notes WHERE ${inDemoRange('offer_id')}`.execute(trx);
    await sql`DELETE FROM offer_state_history WHERE ${inDemoRange('offer_id')}`.execute(trx);
    await sql`DELETE FROM offers WHERE ${inDemoRange('id')}`.execute(trx);
    await sql`DELETE FROM comparisons WHERE ${inDemoRange('id')}`.execute(trx);
  });
  for (const key of keys) await target.store.delete(key).catch(() => undefined);
  for (const key of files.flatMap((file) => storedKeysOf(file as never)))
    await target.offerStore.delete(key).catch(() => undefined);
}

export async function seedDemo(options: SeedOptions): Promise<SeedReport> {
  refuseProduction(options.profile);
  const anchor = anchorOf(options.anchor);
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const target = open(options);
  try {
    if (options.reset) {
      await removeDemoRows(target);
      log('demo data removed');
    }
    const offerHasDemo = await holdsDemo(target.offer.db as AnyDb, 'comparisons');
    const crmHasDemo = await holdsDemo(target.crm.db as AnyDb, 'companies');
    const { staff, customer } = await loadAccounts(target.auth.db as AnyDb);
    if (offerHasDemo && crmHasDemo) {
      // A demo seeded before the subscriptions had their signed files gets them now.
      const signedFiles = await signDemoFiles(target);
      if (signedFiles > 0) log(`${signedFiles} signed subscription files written`);
      return {
        anchor,
        outcome: signedFiles > 0 ? 'seeded' : 'present',
        seconds: (performance.now() - started) / 1000,
        counts: signedFiles > 0 ? { signedFiles } : {},
      };
    }
    const plans = await loadActivePlans(target.offer.db as never);
    if (plans.length === 0)
      throw new DemoSeedError('Le catalogue des garanties est vide : démarrez le service offer.');
    const data = buildDemo({ anchor, staff, customer, plans, places: await resolvePlaces() });
    log(`demo built for ${anchor}: ${data.offer.comparisons.length} comparisons, ${data.files.length} PDFs`);
    if (!crmHasDemo) await storeFiles(target.store, data, anchor);
    if (!offerHasDemo) await writeOffer(target.offer.db as AnyDb, data);
    if (!crmHasDemo) await writeCrm(target.crm.db as AnyDb, data);
    const signing = performance.now();
    const signedFiles = await signDemoFiles(target);
    log(`${signedFiles} signed subscription files in ${((performance.now() - signing) / 1000).toFixed(1)} s`);
    const counts = {
      companies: data.crm.companies.length,
      contacts: data.crm.contacts.length,
      comparisons: data.offer.comparisons.length,
      visitorOffers: data.crm.readModel.length,
      quotes: data.crm.quotes.length,
      contracts: data.crm.contracts.length,
      tasks: data.crm.tasks.length,
      contactMessages: data.crm.contactQueries.length,
      customerQuestions: data.crm.userQueries.length,
      documents: data.crm.documents.length,
      complianceItems: data.crm.compliance.length,
      signedFiles,
    };
    return { anchor, outcome: 'seeded', seconds: (performance.now() - started) / 1000, counts };
  } finally {
    await target.close();
  }
}

/** Removes the demo rows and PDFs only (the seed's test leaves its databases as it found them). */
export async function removeDemo(options: SeedOptions): Promise<void> {
  refuseProduction(options.profile);
  const target = open(options);
  try {
    await removeDemoRows(target);
  } finally {
    await target.close();
  }
}

/** `node infra/src/demo/seed-demo.ts [--profile dev|test] [--reset]` (npm run seed:demo). */
async function main(argv: string[]): Promise<void> {
  const reset = argv.includes('--reset');
  const at = argv.indexOf('--profile');
  const profile = (at >= 0 ? argv[at + 1] : 'dev') as Profile;
  const unknown = argv.filter(
    (arg, i) => arg !== '--reset' && arg !== '--profile' && argv[i - 1] !== '--profile',
  );
  if (!(profile in PROFILES) || unknown.length > 0) {
    process.stderr.write('Usage : npm run seed:demo -- [--reset] [--profile dev|test]\n');
    process.exit(2);
  }
  const log = (line: string) => process.stdout.write(`[demo] ${line}\n`);
  try {
    const report = await seedDemo({ profile, reset, log });
    if (report.outcome === 'present') {
      log(`demo data already present (nothing written; 'npm run seed:demo -- --reset' to start over)`);
    } else {
      log(
        `demo brokerage seeded in ${report.seconds.toFixed(1)} s (anchor ${report.anchor}): ${Object.entries(
          report.counts,
        )
          .map(([name, n]) => `${n} ${name}`)
          .join(', ')}`,
      );
    }
  } catch (error) {
    if (error instanceof DemoSeedError) {
      process.stderr.write(`[demo] ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));
