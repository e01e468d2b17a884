// `npm run bench`: raw baselines and the round trips through the gateway, in one run, at 10
// concurrent callers on loopback, each scenario bounded in count and time. For the READ round
// trip (GET slots: gateway -> bus -> offer -> one PostgreSQL SELECT), the WRITE round trip
// (POST contactus: a durable command crm stores) and create-offer, it prints the ceiling of
// their bare parts chained (each part measured alone in this run) and the share of it reached,
// and each one's p50 at 1 caller beside its parts' p50s at 1 caller (reported). READ and
// create-offer are measured again on the monolith baseline (monolith/server.ts: one Fastify
// process, the same library code, PostgreSQL directly), right after ours: exits 1 when READ or
// create-offer reaches less than 2/3 of the monolith's throughput, or had errors.
// Env: BENCH_GATEWAY_URL, BENCH_DATABASE_URL, BENCH_OFFER_DATABASE_URL (emptied before create-offer),
// BENCH_AMQP_URL, BENCH_AUTH_DATABASE_URL (an Admin with TOTP is written there for the back-office
// scenarios) (defaults: the bench profile);
// BENCH_ONLY=key,key runs only those scenarios (the baselines http, pg, amqp, amqpPublish, pgWrite
// always run; their 1-caller runs when a round trip does); read and createOffer bring their
// monolith twins (monolithRead, monolithCreateOffer); `monolith` is read and createOffer with them;
// the back-office's: offerList, offerListSorts, pipelineBoard, dashboard, dashboardYear, offerCsv
// (BENCH_DATABASE_URL's offer read model is emptied and seeded with 100,000 offers first), and
// crmSearch, accentSearch: each printed with its target, a missed one exits 1;
// overload: create-offer in an open loop at twice the rate create-offer sustained in this run;
// tracing: create-offer on a gateway and offer of their own with tracing off, then on (tracing-cost.ts);
// subscriptionFile: the whole e-signed subscription file generated in process (target p99 < 500 ms);
// scale (never in a run without BENCH_ONLY): crm's database seeded with COPY with
// 1,000,000 offers, 500,000 contacts, 200,000 companies, 100,000 contracts and 2,000,000 history
// rows (scale-seed.ts), then the back-office lists, sorts, searches, dashboards, a company's
// history and the CSV export of the 1,000,000 offers on it; exits 1 when a target is missed.
// brokerDay (only by name): on the scale seed, every kind of user at once in an open
// loop at 10 times the peak assumed in broker-day.ts, for BENCH_BROKER_DAY_SECONDS (300): p50/p99
// per operation, errors, each process's memory at start and end; exits 1 when a target is missed.
// globalSearch: GET /api/v1/search over 200,000 companies, 500,000 contacts, 100,000 offers (target
// p99 < 50 ms; missed, the bench exits 1).
// BENCH_CPU=1 also prints the CPU milliseconds per request of each process (Linux /proc).

import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { GatewayConfigSchema } from '@courtage/gateway/config';
import { DEFAULT_MAX_CALLS_IN_FLIGHT } from '@courtage/runtime/rpc-client';
import { measureRawAmqpPublish } from './baseline-amqp-publish.ts';
import { measureRawAmqpRpc } from './baseline-amqp-rpc.ts';
import { measureBareHttp } from './baseline-http.ts';
import { measureRawPg } from './baseline-pg.ts';
import { measureRawPgWrite } from './baseline-pg-write.ts';
import { benchAdminToken } from './bench-staff-token.ts';
import { isVisitorOperation, LIVE_SOCKETS, measureBrokerDay, PEAK_FACTOR } from './broker-day.ts';
import { chainedCeiling, chainedP50, shareOfCeiling } from './ceiling.ts';
import { cpuPerRequest, cpuSnapshot, listenerPid } from './cpu-use.ts';
import { CREATE_OFFER_BODY, measureCreateOffer } from './create-offer-round-trip.ts';
import {
  ACCENT_SEARCH_PATHS,
  CRM_COMPANIES,
  measureCrmSearch,
  seedCrmRecords,
} from './crm-search-round-trip.ts';
import { measureGatewayLocalRoute } from './gateway-local-route.ts';
import { measureGatewayRoundTrip, waitForSiteFormsDrained } from './gateway-round-trip.ts';
import {
  GLOBAL_SEARCH_COMPANIES,
  GLOBAL_SEARCH_CONTACTS,
  GLOBAL_SEARCH_OFFERS,
  GLOBAL_SEARCH_TARGET_P99_MS,
  measureGlobalSearch,
} from './global-search-round-trip.ts';
import { measureLoginAtRate, measureLoginThroughput } from './login-round-trip.ts';
import { type Monolith, startMonolith } from './monolith.ts';
import {
  measureCsvExport,
  measureDashboard,
  measureOfferListPage,
  measureOfferListSorts,
  measureRecordHistory,
} from './offer-lists-round-trip.ts';
import { seedOfferReadModel } from './offer-read-model-seed.ts';
import { measureOfferRpcDirect } from './offer-rpc-direct.ts';
import { type HeapSample, measureOverload } from './overload.ts';
import { measurePipeline } from './pipeline-round-trip.ts';
import { measurePricingInProcess } from './pricing-in-process.ts';
import { measureOfferDetailRead, measureSlotsRead } from './read-round-trip.ts';
import { DEFAULT_LOAD, type LoadOptions } from './run-load.ts';
import { SCALE, seedScale } from './scale-seed.ts';
import type { LoadStats } from './stats.ts';
import { measureSubscriptionFileInProcess } from './subscription-file-in-process.ts';
import { measureTracingCost, TRACING_COST_TARGET, type TracingRun } from './tracing-cost.ts';

const GATEWAY_URL = process.env.BENCH_GATEWAY_URL ?? 'http://127.0.0.1:23000';
// The bench gateway's Prometheus page (infra/src/stack/profiles.ts: 3090 + the bench offset).
const GATEWAY_METRICS_URL = process.env.BENCH_GATEWAY_METRICS_URL ?? 'http://127.0.0.1:23090/metrics';
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://courtage_bench_crm@127.0.0.1:5432/courtage_bench_crm';
const OFFER_DATABASE_URL =
  process.env.BENCH_OFFER_DATABASE_URL ??
  'postgres://courtage_bench_offer@127.0.0.1:5432/courtage_bench_offer';
const AMQP_URL = process.env.BENCH_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672/courtage_bench';
const AUTH_DATABASE_URL =
  process.env.BENCH_AUTH_DATABASE_URL ?? 'postgres://courtage_bench_auth@127.0.0.1:5432/courtage_bench_auth';
/** The crm read model is seeded with this many offers before the back-office scenarios. */
const READ_MODEL_OFFERS = 100_000;
/** The accent-insensitive contact search runs over this many contacts. */
const ACCENT_SEARCH_CONTACTS = 500_000;
const BASELINES = ['http', 'pg', 'amqp', 'amqpPublish', 'pgWrite'];
/** BENCH_ONLY=scale: the back office on SCALE's rows (scale-seed.ts). */
const SCALE_KEYS = [
  'scaleOfferList',
  'scaleOfferListSorts',
  'scaleCrmSearch',
  'scaleAccentSearch',
  'scaleDashboard',
  'scaleDashboardYear',
  'scaleHistory',
  'scaleCsv',
];
/** READ and create-offer reach at least this share of the monolith's throughput. */
const MIN_SHARE_OF_MONOLITH = 2 / 3;
/** Each round trip and its monolith twin (the same requests to monolith/server.ts). */
const MONOLITH_TWINS = {
  read: { twin: 'monolithRead', label: 'READ (GET slots)' },
  createOffer: { twin: 'monolithCreateOffer', label: 'create-offer' },
} as const;
/** One caller at a time: the latency of a request alone, queueing nowhere. */
const ONE_CALLER: LoadOptions = { concurrency: 1, warmup: 100, requests: 1000, maxMs: 4000 };
/**
 * READ, create-offer and their monolith twins at 10 callers: 5 s each whatever the rate (the
 * monolith's READ would do 5,000 requests in half a second, too short a window to compare).
 */
const VERSUS_MONOLITH: LoadOptions = { ...DEFAULT_LOAD, requests: 1_000_000, maxMs: 5000 };

/**
 * The bare parts of each round trip, as keys of baseline scenarios. `throughput`: every part
 * that works for one request (the chained ceiling); `path`: those the caller waits for (the
 * p50 at 1 caller). The WRITE answers once the command is durably queued: crm's write
 * transaction happens after the answer, so it counts in throughput and not on the path.
 */
const ROUND_TRIPS = {
  read: {
    label: 'READ round trip (GET /api/v1/confirm-offer/slots)',
    throughput: ['http', 'amqp', 'pg'],
    path: ['http', 'amqp', 'pg'],
  },
  write: {
    label: 'WRITE round trip (POST /api/v1/contactus, stored by crm)',
    throughput: ['http', 'amqpPublish', 'pgWrite'],
    path: ['http', 'amqpPublish'],
  },
  createOffer: {
    label: 'create-offer (POST /api/v1/confirm-offer/create-offer)',
    throughput: ['http', 'amqp', 'pgWrite'],
    path: ['http', 'amqp', 'pgWrite'],
  },
} as const;
const PART_NAMES: Record<string, string> = {
  http: 'HTTP',
  amqp: 'AMQP RPC',
  amqpPublish: 'AMQP durable publish',
  pg: 'pg SELECT 1',
  pgWrite: 'pg write transaction',
};

type Row = { name: string; stats: LoadStats };

/** CLOCK_MONOTONIC in seconds (what V8's CPU profiles count in microseconds). */
function monotonicSeconds(): number {
  return Number(process.hrtime.bigint()) / 1e9;
}

function fmt(value: number, digits = 2): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '-';
}

function printTable(rows: Row[], byName: Record<string, LoadStats>): void {
  const ratio = (stats: LoadStats, base: string) => `${fmt(stats.p50Ms / byName[base]!.p50Ms, 1)}x`;
  const header = ['scenario', 'p50 ms', 'p99 ms', 'req/s', 'errors', 'p50/http', 'p50/pg', 'p50/pgWrite'];
  const lines = rows.map(({ name, stats }) => [
    name,
    fmt(stats.p50Ms, 3),
    fmt(stats.p99Ms, 3),
    fmt(stats.requestsPerSecond, 0),
    String(stats.errors),
    ratio(stats, 'http'),
    ratio(stats, 'pg'),
    ratio(stats, 'pgWrite'),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const render = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(render(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const line of lines) console.log(render(line));
}

async function main(): Promise<number> {
  const options = DEFAULT_LOAD;
  console.log(
    `[bench] ${options.concurrency} concurrent, ${options.warmup} warm-up then up to ${options.requests} ` +
      `requests or ${options.maxMs / 1000}s per scenario`,
  );
  // The back-office scenarios share one seed of the read model and one Admin sign-in, made when the
  // first of them runs.
  let backOffice: Promise<string> | undefined;
  // The scale scenarios share one seed and one Admin sign-in, made when the first of them runs.
  let scale: Promise<string> | undefined;
  const scaleToken = () => {
    scale ??= (async () => {
      console.log(
        `[bench] seeding crm with ${SCALE.offers} offers, ${SCALE.comparisons} comparisons, ${SCALE.companies} companies, ` +
          `${SCALE.contacts} contacts, ${SCALE.contracts} contracts, ${SCALE.history} history rows (COPY)...`,
      );
      const seconds = await seedScale(DATABASE_URL, (line) => console.log(line));
      if (seconds > 0) console.log(`[bench] scale seed written in ${fmt(seconds, 1)} s`);
      return benchAdminToken(GATEWAY_URL, AUTH_DATABASE_URL);
    })();
    return scale;
  };
  // The monolith baseline, started when its first scenario runs and stopped at the end.
  let monolith: Promise<Monolith> | undefined;
  const theMonolith = () => {
    monolith ??= startMonolith(OFFER_DATABASE_URL);
    return monolith;
  };
  const adminToken = () => {
    backOffice ??= (async () => {
      console.log(`[bench] seeding crm's offer read model with ${READ_MODEL_OFFERS} offers...`);
      await seedOfferReadModel(DATABASE_URL, READ_MODEL_OFFERS);
      return benchAdminToken(GATEWAY_URL, AUTH_DATABASE_URL);
    })();
    return backOffice;
  };
  let pipelineOpenCards = 0;
  const scenarios: Array<[string, string, () => Promise<LoadStats>]> = [
    ['http', 'bare node:http server', () => measureBareHttp(options)],
    ['pg', 'raw pg SELECT 1', () => measureRawPg(DATABASE_URL, options)],
    ['amqp', 'raw amqplib RPC (direct reply-to)', () => measureRawAmqpRpc(AMQP_URL, options)],
    [
      'amqpPublish',
      'raw amqplib durable publish, confirmed, to a quorum queue',
      () => measureRawAmqpPublish(AMQP_URL, options),
    ],
    ['pgWrite', 'raw pg BEGIN, 2 INSERTs, COMMIT', () => measureRawPgWrite(DATABASE_URL, options)],
    ['http@1', 'bare node:http server, 1 caller', () => measureBareHttp(ONE_CALLER)],
    ['pg@1', 'raw pg SELECT 1, 1 caller', () => measureRawPg(DATABASE_URL, ONE_CALLER)],
    ['amqp@1', 'raw amqplib RPC, 1 caller', () => measureRawAmqpRpc(AMQP_URL, ONE_CALLER)],
    [
      'amqpPublish@1',
      'raw amqplib durable publish, 1 caller',
      () => measureRawAmqpPublish(AMQP_URL, ONE_CALLER),
    ],
    ['pgWrite@1', 'raw pg write transaction, 1 caller', () => measureRawPgWrite(DATABASE_URL, ONE_CALLER)],
    ['gatewayLocal', 'gateway alone (GET postal code)', () => measureGatewayLocalRoute(GATEWAY_URL, options)],
    [
      'offerRpc',
      'bus -> offer -> PG SELECT, no gateway (list-slots)',
      () => measureOfferRpcDirect(AMQP_URL, options),
    ],
    [
      'read',
      'READ gateway -> bus -> offer -> PG SELECT (GET slots)',
      () => measureSlotsRead(GATEWAY_URL, VERSUS_MONOLITH),
    ],
    [
      'monolithRead',
      'monolith READ: one Fastify process -> PG SELECT (GET slots)',
      async () => measureSlotsRead((await theMonolith()).url, VERSUS_MONOLITH),
    ],
    ['read@1', 'READ round trip, 1 caller', () => measureSlotsRead(GATEWAY_URL, ONE_CALLER)],
    [
      'monolithRead@1',
      'monolith READ, 1 caller',
      async () => measureSlotsRead((await theMonolith()).url, ONE_CALLER),
    ],
    [
      'offerDetail',
      'read: GET offer detail (5 queries, 3 PG round trips)',
      () => measureOfferDetailRead(GATEWAY_URL, options),
    ],
    [
      'write',
      'WRITE gateway -> durable command -> 202, crm -> PG (POST contactus)',
      async () => {
        const accepted = await measureGatewayRoundTrip(GATEWAY_URL, options);
        // crm stores the commands as they come; what it has not stored yet is waited for, and
        // the WRITE's rate is what was stored per second, crm's work included.
        const drainSeconds = await waitForSiteFormsDrained(AMQP_URL);
        const seconds = accepted.count / accepted.requestsPerSecond + drainSeconds;
        console.log(
          `  ${fmt(accepted.requestsPerSecond, 0)} accepted/s; crm had stored them all ${fmt(drainSeconds, 1)} s after the last answer`,
        );
        return { ...accepted, requestsPerSecond: accepted.count / seconds };
      },
    ],
    [
      'write@1',
      'WRITE round trip, 1 caller',
      async () => {
        const stats = await measureGatewayRoundTrip(GATEWAY_URL, ONE_CALLER);
        await waitForSiteFormsDrained(AMQP_URL);
        return stats;
      },
    ],
    ['pricing', 'tariff engine in process, 12 plans, 5 people', async () => measurePricingInProcess()],
    [
      'subscriptionFile',
      'subscription file in process: 3 PDFs sealed, certificate, IPID, conditions, evidence',
      () => measureSubscriptionFileInProcess(),
    ],
    [
      'createOffer',
      'create-offer: gateway -> offer -> PostgreSQL',
      () => measureCreateOffer(GATEWAY_URL, OFFER_DATABASE_URL, VERSUS_MONOLITH),
    ],
    [
      'monolithCreateOffer',
      'monolith create-offer: one Fastify process -> PostgreSQL',
      async () => {
        const { url, databaseUrl } = await theMonolith();
        return measureCreateOffer(url, databaseUrl, VERSUS_MONOLITH);
      },
    ],
    [
      'createOffer@1',
      'create-offer, 1 caller',
      () => measureCreateOffer(GATEWAY_URL, OFFER_DATABASE_URL, ONE_CALLER),
    ],
    [
      'monolithCreateOffer@1',
      'monolith create-offer, 1 caller',
      async () => {
        const { url, databaseUrl } = await theMonolith();
        return measureCreateOffer(url, databaseUrl, ONE_CALLER);
      },
    ],
    [
      'offerList',
      'back-office offer list page, 100,000 offers (5 sorts/filters/pages)',
      async () => measureOfferListPage(GATEWAY_URL, await adminToken(), options),
    ],
    [
      'offerListSorts',
      'back-office offer list, 100,000 offers, sorted by each sortable column both ways (22 sorts)',
      async () => measureOfferListSorts(GATEWAY_URL, await adminToken(), options),
    ],
    [
      'pipelineBoard',
      'back-office pipeline board, first screen (100,000 offers, the booked ones in 4 stages)',
      async () => {
        const board = await measurePipeline(GATEWAY_URL, DATABASE_URL, await adminToken(), options);
        pipelineOpenCards = board.openCards;
        return board.stats;
      },
    ],
    [
      'dashboard',
      'back-office dashboard, 30 days, 100,000 offers, 2 concurrent',
      async () =>
        measureDashboard(GATEWAY_URL, await adminToken(), 30, {
          concurrency: 2,
          warmup: 10,
          requests: 300,
          maxMs: 10_000,
        }),
    ],
    [
      'dashboardYear',
      'back-office dashboard, 365 days, 100,000 offers, 1 at a time',
      async () =>
        measureDashboard(GATEWAY_URL, await adminToken(), 365, {
          concurrency: 1,
          warmup: 3,
          requests: 50,
          maxMs: 10_000,
        }),
    ],
    [
      'crmSearch',
      'CRM search: companies by name or SIREN, contacts (50,000 / 200,000)',
      async () => {
        console.log('[bench] seeding crm with 50,000 companies and 200,000 contacts...');
        await seedCrmRecords(DATABASE_URL);
        return measureCrmSearch(GATEWAY_URL, await benchAdminToken(GATEWAY_URL, AUTH_DATABASE_URL), options);
      },
    ],
    [
      'accentSearch',
      'CRM search ignoring accents and case (chloe -> Chloé), 500,000 contacts',
      async () => {
        console.log(
          `[bench] seeding crm with ${CRM_COMPANIES} companies and ${ACCENT_SEARCH_CONTACTS} contacts...`,
        );
        await seedCrmRecords(DATABASE_URL, CRM_COMPANIES, ACCENT_SEARCH_CONTACTS);
        return measureCrmSearch(
          GATEWAY_URL,
          await benchAdminToken(GATEWAY_URL, AUTH_DATABASE_URL),
          options,
          ACCENT_SEARCH_PATHS,
        );
      },
    ],
    [
      'globalSearch',
      'global search (Ctrl+K): every kind at once, 200,000 companies, 500,000 contacts, 100,000 offers',
      async () => {
        console.log(
          `[bench] seeding crm with ${GLOBAL_SEARCH_COMPANIES} companies, ${GLOBAL_SEARCH_CONTACTS} contacts ` +
            `and ${GLOBAL_SEARCH_OFFERS} offers...`,
        );
        await seedCrmRecords(DATABASE_URL, GLOBAL_SEARCH_COMPANIES, GLOBAL_SEARCH_CONTACTS);
        await seedOfferReadModel(DATABASE_URL, GLOBAL_SEARCH_OFFERS);
        return measureGlobalSearch(
          GATEWAY_URL,
          await benchAdminToken(GATEWAY_URL, AUTH_DATABASE_URL),
          options,
        );
      },
    ],
    [
      'scaleOfferList',
      'scale: offer list page, 1,000,000 offers (5 sorts/filters/pages)',
      async () => measureOfferListPage(GATEWAY_URL, await scaleToken(), options),
    ],
    [
      'scaleOfferListSorts',
      'scale: offer list, 1,000,000 offers, sorted by each sortable column both ways',
      async () => measureOfferListSorts(GATEWAY_URL, await scaleToken(), options),
    ],
    [
      'scaleCrmSearch',
      'scale: CRM search, companies by name or SIREN, contacts (200,000 / 500,000)',
      async () => measureCrmSearch(GATEWAY_URL, await scaleToken(), options),
    ],
    [
      'scaleAccentSearch',
      'scale: CRM search ignoring accents and case, 500,000 contacts',
      async () => measureCrmSearch(GATEWAY_URL, await scaleToken(), options, ACCENT_SEARCH_PATHS),
    ],
    [
      'scaleDashboard',
      'scale: dashboard, 30 days, 1,000,000 offers, 2 concurrent',
      async () =>
        measureDashboard(GATEWAY_URL, await scaleToken(), 30, {
          concurrency: 2,
          warmup: 10,
          requests: 300,
          maxMs: 10_000,
        }),
    ],
    [
      'scaleDashboardYear',
      'scale: dashboard, 365 days, 1,000,000 offers, 1 at a time',
      async () =>
        measureDashboard(GATEWAY_URL, await scaleToken(), 365, {
          concurrency: 1,
          warmup: 3,
          requests: 50,
          maxMs: 10_000,
        }),
    ],
    [
      'scaleHistory',
      "scale: a company's and a contact's history (2,000,000 audit rows)",
      async () => {
        const token = await scaleToken();
        return measureRecordHistory(GATEWAY_URL, DATABASE_URL, token, options);
      },
    ],
    [
      'loginThroughput',
      'customer login, 4 concurrent (argon2id 19 MiB, t=2)',
      () => measureLoginThroughput(GATEWAY_URL, { concurrency: 4, warmup: 10, requests: 400, maxMs: 8_000 }),
    ],
    [
      'loginAt20',
      'customer login, open loop at 20 logins/s for 10 s',
      () => measureLoginAtRate(GATEWAY_URL, 20, 10),
    ],
  ];
  const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
  if (only?.includes('overload') && !only.includes('createOffer')) only.push('createOffer');
  if (only?.includes('monolith')) only.push('read', 'createOffer');
  if (only?.includes('scale')) only.push(...SCALE_KEYS);
  // The broker's day runs on the scale seed, without its scenarios (the seed alone).
  for (const [key, { twin }] of Object.entries(MONOLITH_TWINS))
    if (only?.includes(key) && !only.includes(twin)) only.push(twin);
  const roundTripRuns = !only || Object.keys(ROUND_TRIPS).some((key) => only.includes(key));
  const selected = scenarios.filter(([key]) => {
    const [base, oneCaller] = key.split('@');
    if (BASELINES.includes(base!)) return !oneCaller || roundTripRuns;
    // The scale scenarios (minutes of seeding) run only when BENCH_ONLY names them.
    if (!only) return !SCALE_KEYS.includes(base!);
    return only.includes(base!);
  });
  const rows: Row[] = [];
  const byName: Record<string, LoadStats> = {};
  const cpuByName: Record<string, Array<[string, number]>> = {};
  try {
    // Started before the measures: its start (migrations, postal codes) is no scenario's CPU.
    if (selected.some(([key]) => key.startsWith('monolith'))) await theMonolith();
    await measureAll();
  } finally {
    await (await monolith?.catch(() => undefined))?.stop();
  }
  async function measureAll() {
    for (const [key, name, measure] of selected) {
      console.log(`[bench] ${name}...`);
      const cpuBefore = process.env.BENCH_CPU ? cpuSnapshot() : null;
      const startedAt = performance.now();
      const stats = await measure();
      if (cpuBefore) {
        // Warm-up requests included: CPU per request of each process over the whole scenario.
        const parts = cpuPerRequest(cpuBefore, cpuSnapshot(), stats.count + options.warmup);
        cpuByName[key] = parts;
        console.log(`  CPU ms per request: ${parts.map(([part, ms]) => `${part} ${fmt(ms, 3)}`).join(', ')}`);
        // The scenario's window on the monotonic clock, which --cpu-prof's timestamps use (µs).
        const origin = monotonicSeconds() - performance.now() / 1000;
        console.log(
          `  monotonic window: ${fmt(origin + startedAt / 1000, 2)} - ${fmt(monotonicSeconds(), 2)} s`,
        );
      }
      rows.push({ name, stats });
      byName[key] = stats;
    }
  }
  printTable(rows, byName);
  mkdirSync('var/bench', { recursive: true });
  writeFileSync(
    'var/bench/latest.json',
    `${JSON.stringify({ at: new Date().toISOString(), rows }, null, 2)}\n`,
  );

  const pgP50 = byName.pg!.p50Ms;
  // The back-office's targets at 100,000 offers: each printed with
  // its figure, and a missed one fails the run like the others.
  let backOfficeFailed = false;
  const targetVerdict = (ok: boolean) => {
    if (!ok) backOfficeFailed = true;
    return ok ? 'OK' : 'MISSED';
  };
  const offerList = byName.offerList;
  if (offerList) {
    console.log(
      `[bench] offer list page p99 ${fmt(offerList.p99Ms, 2)} ms (p50 ${fmt(offerList.p50Ms, 2)} ms, ` +
        `${offerList.errors} errors; target p99 < 50 ms: ${targetVerdict(offerList.p99Ms < 50 && offerList.errors === 0)})`,
    );
  }
  const crmSearch = byName.crmSearch;
  if (crmSearch) {
    console.log(
      `[bench] CRM search (50,000 companies, 200,000 contacts) p99 ${fmt(crmSearch.p99Ms, 2)} ms ` +
        `(p50 ${fmt(crmSearch.p50Ms, 2)} ms, ${crmSearch.errors} errors; target p99 < 50 ms: ` +
        `${targetVerdict(crmSearch.p99Ms < 50 && crmSearch.errors === 0)})`,
    );
  }
  for (const [key, label] of [
    ['offerListSorts', 'offer list sorted by each sortable column (100,000 offers)'],
    ['accentSearch', `accent-insensitive contact search (${ACCENT_SEARCH_CONTACTS} contacts)`],
  ] as const) {
    const stats = byName[key];
    if (!stats) continue;
    console.log(
      `[bench] ${label} p99 ${fmt(stats.p99Ms, 2)} ms (p50 ${fmt(stats.p50Ms, 2)} ms, ${stats.errors} errors; ` +
        `target p99 < 50 ms: ${targetVerdict(stats.p99Ms < 50 && stats.errors === 0)})`,
    );
  }
  const pipelineBoard = byName.pipelineBoard;
  if (pipelineBoard) {
    console.log(
      `[bench] pipeline board (${pipelineOpenCards} open cards) p99 ${fmt(pipelineBoard.p99Ms, 2)} ms ` +
        `(p50 ${fmt(pipelineBoard.p50Ms, 2)} ms, ${pipelineBoard.errors} errors; target p99 < 100 ms with at least ` +
        `10,000 open cards: ${targetVerdict(pipelineBoard.p99Ms < 100 && pipelineBoard.errors === 0 && pipelineOpenCards >= 10_000)})`,
    );
  }
  for (const [key, label] of [
    ['dashboard', '30 days'],
    ['dashboardYear', '365 days'],
  ] as const) {
    const dashboard = byName[key];
    if (!dashboard) continue;
    console.log(
      `[bench] dashboard (${label}) p50 ${fmt(dashboard.p50Ms, 1)} ms, p99 ${fmt(dashboard.p99Ms, 1)} ms, ` +
        `${dashboard.errors} errors (target < 200 ms: ${targetVerdict(dashboard.p99Ms < 200 && dashboard.errors === 0)})`,
    );
  }
  if (!only || only.includes('offerCsv')) {
    const csv = await measureCsvExport(GATEWAY_URL, await adminToken());
    const growth = csv.rssPeakMb - csv.rssBeforeMb;
    console.log(
      `[bench] CSV export of all offers: ${csv.rows} rows, ${fmt(csv.megabytes, 1)} MB in ${fmt(csv.seconds, 1)} s; ` +
        `gateway RSS ${fmt(csv.rssBeforeMb, 1)} -> peak ${fmt(csv.rssPeakMb, 1)} MB, growth ${fmt(growth, 1)} MB ` +
        `(target < 50 MB and ${READ_MODEL_OFFERS} rows: ${targetVerdict(growth < 50 && csv.rows === READ_MODEL_OFFERS)})`,
    );
  }
  // The targets at scale: a missed one fails the run.
  let scaleFailed = false;
  for (const [key, label, targetMs] of [
    ['scaleOfferList', 'offer list pages (1,000,000 offers)', 50],
    ['scaleOfferListSorts', 'offer list sorted by each sortable column (1,000,000 offers)', 50],
    ['scaleCrmSearch', 'CRM search (200,000 companies, 500,000 contacts)', 50],
    ['scaleAccentSearch', 'accent-insensitive contact search (500,000 contacts)', 50],
    ['scaleDashboard', 'dashboard, 30 days (1,000,000 offers)', 200],
    ['scaleDashboardYear', 'dashboard, 365 days (1,000,000 offers)', 200],
    ['scaleHistory', "a company's and a contact's history (2,000,000 rows)", 50],
  ] as const) {
    const stats = byName[key];
    if (!stats) continue;
    const ok = stats.p99Ms < targetMs && stats.errors === 0;
    if (!ok) scaleFailed = true;
    console.log(
      `[bench] scale: ${label} p99 ${fmt(stats.p99Ms, 2)} ms (p50 ${fmt(stats.p50Ms, 2)} ms, ${stats.errors} errors; ` +
        `target p99 < ${targetMs} ms: ${ok ? 'OK' : 'MISSED'})`,
    );
  }
  if (only?.includes('scaleCsv')) {
    const csv = await measureCsvExport(GATEWAY_URL, await scaleToken());
    const growth = csv.rssPeakMb - csv.rssBeforeMb;
    const ok = growth < 50 && csv.rows === SCALE.offers;
    if (!ok) scaleFailed = true;
    console.log(
      `[bench] scale: CSV export of all offers: ${csv.rows} rows, ${fmt(csv.megabytes, 1)} MB in ${fmt(csv.seconds, 1)} s; ` +
        `gateway RSS ${fmt(csv.rssBeforeMb, 1)} -> peak ${fmt(csv.rssPeakMb, 1)} MB, growth ${fmt(growth, 1)} MB ` +
        `(target < 50 MB and ${SCALE.offers} rows: ${ok ? 'OK' : 'MISSED'}); every 10 s: ` +
        `${csv.rssEveryTenSecondsMb.map((mb) => fmt(mb, 0)).join(' ')} MB`,
    );
  }
  // The pricing engine's targets, reported (they do not change the exit code: see the offer README).
  const pricing = byName.pricing;
  if (pricing) {
    console.log(
      `[bench] pricing p99 ${fmt(pricing.p99Ms, 4)} ms (target < 1 ms: ${pricing.p99Ms < 1 ? 'OK' : 'MISSED'}), ` +
        `p50 = ${fmt(pricing.p50Ms / pgP50, 2)}x raw pg p50`,
    );
  }
  // The e-signed subscription file's generation, reported like the pricing target.
  const subscriptionFile = byName.subscriptionFile;
  if (subscriptionFile) {
    console.log(
      `[bench] subscription file p99 ${fmt(subscriptionFile.p99Ms, 1)} ms (p50 ${fmt(subscriptionFile.p50Ms, 1)} ms; ` +
        `target p99 < 500 ms: ${subscriptionFile.p99Ms < 500 && subscriptionFile.errors === 0 ? 'OK' : 'MISSED'})`,
    );
  }
  const createOffer = byName.createOffer;
  if (createOffer) {
    console.log(
      `[bench] create-offer ${fmt(createOffer.requestsPerSecond, 0)} req/s, p99 ${fmt(createOffer.p99Ms, 2)} ms, ` +
        `${createOffer.errors} errors (reported; its target is the share of its ceiling below)`,
    );
  }

  // Sign-in's figure, reported (no target: argon2 dominates, by design).
  const loginAt20 = byName.loginAt20;
  if (loginAt20 && byName.loginThroughput) {
    console.log(
      `[bench] login: ${fmt(byName.loginThroughput.requestsPerSecond, 0)} logins/s at most (4 concurrent); ` +
        `at 20 logins/s p50 ${fmt(loginAt20.p50Ms, 1)} ms, p99 ${fmt(loginAt20.p99Ms, 1)} ms, ${loginAt20.errors} errors`,
    );
  }

  // Each round trip against its bare parts chained, same run.
  let failed = false;
  // The global search: its target changes the exit code.
  const search = byName.globalSearch;
  if (search) {
    const ok = search.p99Ms < GLOBAL_SEARCH_TARGET_P99_MS && search.errors === 0;
    if (!ok) failed = true;
    console.log(
      `[bench] global search (${GLOBAL_SEARCH_COMPANIES} companies, ${GLOBAL_SEARCH_CONTACTS} contacts, ` +
        `${GLOBAL_SEARCH_OFFERS} offers) p99 ${fmt(search.p99Ms, 2)} ms (p50 ${fmt(search.p50Ms, 2)} ms, ` +
        `${fmt(search.requestsPerSecond, 0)} req/s, ${search.errors} errors; target p99 < ` +
        `${GLOBAL_SEARCH_TARGET_P99_MS} ms: ${ok ? 'OK' : 'FAIL'})`,
    );
  }
  for (const [key, trip] of Object.entries(ROUND_TRIPS)) {
    const stats = byName[key];
    if (!stats) continue;
    const parts = trip.throughput.map((part) => byName[part]!);
    const ceiling = chainedCeiling(parts);
    const share = shareOfCeiling(stats, parts);
    // The target is the share of the monolith's throughput below.
    const verdict = 'reported';
    const partList = trip.throughput
      .map((part) => `${PART_NAMES[part]} ${fmt(byName[part]!.requestsPerSecond, 0)}`)
      .join(' + ');
    console.log(
      `[bench] ${trip.label}: ${fmt(stats.requestsPerSecond, 0)} req/s = ${fmt(100 * share, 0)}% of the ceiling of ` +
        `its bare parts chained (${partList} req/s -> ${fmt(ceiling, 0)} req/s), ${stats.errors} errors (${verdict})`,
    );
    const alone = byName[`${key}@1`];
    const pathParts = trip.path.map((part) => byName[`${part}@1`]);
    if (alone && pathParts.every(Boolean)) {
      const chained = chainedP50(pathParts as LoadStats[]);
      console.log(
        `[bench]   at 1 caller: p50 ${fmt(alone.p50Ms, 3)} ms, its bare parts' p50s ` +
          `${trip.path.map((part) => `${PART_NAMES[part]} ${fmt(byName[`${part}@1`]!.p50Ms, 3)}`).join(' + ')} ` +
          `= ${fmt(chained, 3)} ms (${fmt(alone.p50Ms / chained, 1)}x)`,
      );
    }
  }

  // Each round trip against the monolith doing the same work, same run.
  for (const [key, { twin, label }] of Object.entries(MONOLITH_TWINS)) {
    const ours = byName[key];
    const theirs = byName[twin];
    if (!ours || !theirs) continue;
    const share = ours.requestsPerSecond / theirs.requestsPerSecond;
    const ok = share >= MIN_SHARE_OF_MONOLITH && ours.errors === 0 && theirs.errors === 0;
    if (!ok) failed = true;
    console.log(
      `[bench] ${label} vs the monolith: ${fmt(ours.requestsPerSecond, 0)} / ${fmt(theirs.requestsPerSecond, 0)} req/s ` +
        `= ${fmt(share, 2)} of the monolith's throughput, ${ours.errors} + ${theirs.errors} errors ` +
        `(target >= ${fmt(MIN_SHARE_OF_MONOLITH, 2)} and 0 errors: ${ok ? 'OK' : 'FAIL'})`,
    );
    const alone = byName[`${key}@1`];
    const aloneTwin = byName[`${twin}@1`];
    if (alone && aloneTwin) {
      console.log(
        `[bench]   at 1 caller: p50 ${fmt(alone.p50Ms, 3)} / ${fmt(aloneTwin.p50Ms, 3)} ms = ` +
          `${fmt(alone.p50Ms / aloneTwin.p50Ms, 2)}x the monolith's (reported, no target)`,
      );
    }
    const cpu = (parts: Array<[string, number]> | undefined, skip: string[]) => {
      const kept = (parts ?? []).filter(([part]) => !skip.includes(part));
      const total = kept.reduce((sum, [, ms]) => sum + ms, 0);
      return `${fmt(total, 3)} (${kept.map(([part, ms]) => `${part} ${fmt(ms, 3)}`).join(', ')})`;
    };
    if (cpuByName[key] && cpuByName[twin]) {
      // Each side without the other's processes (idle meanwhile) and without the load client.
      console.log(
        `[bench]   CPU ms per request: ours ${cpu(cpuByName[key], ['monolith', 'bench client'])}; ` +
          `monolith ${cpu(cpuByName[twin], ['gateway', 'offer', 'crm', 'rabbitmq', 'redis', 'bench client'])} ` +
          `(reported, no target)`,
      );
    }
  }

  // Twice the rate create-offer sustains, in an open loop: 503 beyond the calls in flight.
  if (!only || only.includes('overload')) {
    const gatewayPid = listenerPid(Number(new URL(GATEWAY_URL).port));
    if (!createOffer || !gatewayPid) {
      console.log('[bench] overload: not measured (create-offer not measured or no gateway pid)');
    } else {
      // BENCH_OVERLOAD_RATE: a fixed rate instead (to compare runs on a busy machine).
      const rate =
        Number(process.env.BENCH_OVERLOAD_RATE) > 0
          ? Number(process.env.BENCH_OVERLOAD_RATE)
          : Math.round(2 * createOffer.requestsPerSecond);
      const seconds =
        Number(process.env.BENCH_OVERLOAD_SECONDS) > 0 ? Number(process.env.BENCH_OVERLOAD_SECONDS) : 10;
      console.log(
        `[bench] overload: create-offer at ${rate} req/s (twice the sustained rate) for ${seconds} s...`,
      );
      const overload = await measureOverload({
        url: new URL('/api/v1/confirm-offer/create-offer', GATEWAY_URL),
        body: CREATE_OFFER_BODY,
        rate,
        seconds,
        gatewayPid,
        metricsUrl: GATEWAY_METRICS_URL,
      });
      const answered = Object.values(overload.statuses).reduce((sum, n) => sum + n, 0);
      const unavailable = overload.statuses[503] ?? 0;
      const other = Object.entries(overload.statuses)
        .filter(([status]) => status !== '201' && status !== '503')
        .map(([status, n]) => `${status === '0' ? 'no answer' : status}: ${n}`);
      const growth = overload.rssAfterMb - overload.rssBeforeMb;
      const flat = Math.max(...overload.rssEachSecondMb, overload.rssAfterMb) - overload.rssBeforeMb < 64;
      console.log(
        `[bench] overload: ${overload.sent} sent, ${overload.statuses[201] ?? 0} created (p50 ${fmt(overload.okP50Ms, 1)} ms, ` +
          `p99 ${fmt(overload.okP99Ms, 1)} ms), ${unavailable} answered 503 = ${fmt((100 * unavailable) / Math.max(answered, 1), 0)}% ` +
          `(${overload.frenchUnavailable} with the French message, p50 ${fmt(overload.unavailableP50Ms, 1)} ms)` +
          `${other.length > 0 ? `, others ${other.join(', ')}` : ''}; calls in flight bound: ` +
          `${process.env.MAX_REQUESTS_IN_FLIGHT ?? GatewayConfigSchema.properties.MAX_REQUESTS_IN_FLIGHT.default} requests ` +
          `per gateway (MAX_REQUESTS_IN_FLIGHT), ${DEFAULT_MAX_CALLS_IN_FLIGHT} bus calls per process; ` +
          `${overload.maxOutstanding} requests open at most at the client; ` +
          `${overload.listenOverflows ?? '?'} connection attempts dropped by a full listen queue`,
      );
      console.log(
        `[bench] overload: gateway RSS ${fmt(overload.rssBeforeMb, 1)} MB before, ` +
          `${overload.rssEachSecondMb.map((mb) => fmt(mb, 0)).join(' ')} MB each second, ` +
          `${fmt(overload.rssAfterMb, 1)} MB after (growth ${fmt(growth, 1)} MB; flat, under 64 MB above the start: ` +
          `${flat ? 'OK' : 'MISSED'})`,
      );
      const heap = (sample: HeapSample | null) =>
        sample ? `${fmt(sample.usedMb, 0)}/${fmt(sample.totalMb, 0)}+${fmt(sample.externalMb, 0)}` : '?';
      console.log(
        `[bench] overload: gateway heap used/total+external MB ${heap(overload.heapBefore)} before, ` +
          `${overload.heapEachSecond.map(heap).join(' ')} each second, ${heap(overload.heapAfter)} after`,
      );
    }
  }
  // The broker's day: the mixed open loop on the scale seed.
  if (only?.includes('brokerDay')) {
    const seconds =
      Number(process.env.BENCH_BROKER_DAY_SECONDS) > 0 ? Number(process.env.BENCH_BROKER_DAY_SECONDS) : 300;
    const token = await scaleToken();
    console.log(
      `[bench] broker's day: every operation at ${PEAK_FACTOR} times the assumed peak (broker-day.ts), ` +
        `open loop, ${seconds} s, ${LIVE_SOCKETS} live sockets...`,
    );
    const day = await measureBrokerDay({
      gatewayUrl: GATEWAY_URL,
      crmDatabaseUrl: DATABASE_URL,
      adminToken: token,
      seconds,
    });
    for (const [operation, stats] of Object.entries(day.byOperation)) {
      // Every visitor and broker page under 300 ms; the export (100,000 rows to the last byte)
      // and the customers' sign-in (argon2id, by design) are reported.
      const paged = operation !== 'brokerExport' && operation !== 'signIn';
      const ok = stats.errors === 0 && (!paged || stats.p99Ms < 300);
      if (!ok) failed = true;
      const who = isVisitorOperation(operation) ? 'visitor' : operation === 'signIn' ? 'customer' : 'broker';
      console.log(
        `[bench] broker's day: ${who} ${operation}: ${stats.sent} sent, p50 ${fmt(stats.p50Ms, 1)} ms, ` +
          `p99 ${fmt(stats.p99Ms, 1)} ms (${fmt(stats.quietP99Ms, 1)} ms with no export running, ` +
          `${fmt(stats.duringExportP99Ms, 1)} ms during one), ${stats.errors} errors ` +
          `(target ${paged ? 'p99 < 300 ms and ' : ''}0 errors: ${ok ? 'OK' : 'MISSED'})`,
      );
    }
    // Flat: under 64 MB of growth from warm (pools open, code compiled) to the end.
    const memoryLines = Object.entries(day.memory).map(([name, { startMb, warmMb, endMb }]) => {
      const flat = endMb - warmMb < 64;
      if (!flat) failed = true;
      return `${name} ${fmt(startMb, 0)} -> ${fmt(warmMb, 0)} -> ${fmt(endMb, 0)} MB${flat ? '' : ' (MISSED)'}`;
    });
    console.log(
      `[bench] broker's day: RSS before the load -> warm -> end (target: under 64 MB from warm to end): ` +
        `${memoryLines.join(', ')}`,
    );
    const socketsOk = day.sockets.ready === LIVE_SOCKETS && day.sockets.closedEarly === 0;
    if (!socketsOk) failed = true;
    console.log(
      `[bench] broker's day: live sockets ${day.sockets.ready}/${LIVE_SOCKETS} signed in, ` +
        `${day.sockets.closedEarly} closed early, ${day.sockets.notifications} notifications received ` +
        `(target all signed in, none closed: ${socketsOk ? 'OK' : 'MISSED'}); ${day.lateStarts} arrivals ` +
        `started over 50 ms late (the load client's own lag); ${fmt(day.seconds, 0)} s`,
    );
  }
  // Distributed tracing's cost on create-offer, off (the agent not loaded) and on, same run.
  if (!only || only.includes('tracing')) {
    console.log(
      '[bench] tracing: create-offer with tracing off, on as in production (1 transaction in 10 ' +
        'recorded) and on recording every transaction, the three at once, two rounds...',
    );
    const tracing = await measureTracingCost(options);
    const runs = (label: string, list: TracingRun[]) =>
      `${label} ${list
        .map(
          (stats) =>
            `${fmt(stats.requestsPerSecond, 0)} req/s (p99 ${fmt(stats.p99Ms, 1)} ms, ` +
            `${fmt(stats.cpuMsPerRequest, 2)} CPU ms/req)`,
        )
        .join(', ')}`;
    const errors = [...tracing.off, ...tracing.on, ...tracing.full].reduce((sum, s) => sum + s.errors, 0);
    // The two rounds' costs farther apart than the target: the machine's noise hides what is
    // measured, and the target is not shown to be met.
    const noisy = tracing.roundSpread > TRACING_COST_TARGET;
    const ok = !noisy && tracing.cost <= TRACING_COST_TARGET && errors === 0 && tracing.eventsSent > 0;
    if (!ok) failed = true;
    console.log(
      `[bench] tracing: ${runs('off', tracing.off)}; ${runs('on', tracing.on)}; ` +
        `${runs('every transaction', tracing.full)}; ${errors} errors, ${tracing.eventsSent} intake requests; ` +
        `load average ${os
          .loadavg()
          .map((load) => fmt(load, 1))
          .join(' ')}`,
    );
    const verdict = ok
      ? 'OK'
      : noisy
        ? "INCONCLUSIVE, the two rounds' costs differ by more than the target"
        : 'FAIL';
    console.log(
      `[bench] tracing on (production sample rate) costs ${fmt(100 * tracing.cost, 1)}% of create-offer's ` +
        `throughput (target <= ${fmt(100 * TRACING_COST_TARGET, 0)}%: ${verdict}); the two rounds: ` +
        `${tracing.roundCosts.map((cost) => `${fmt(100 * cost, 1)}%`).join(', ')}; recording every transaction: ` +
        `${fmt(100 * tracing.fullCost, 1)}% (reported)`,
    );
    console.log(
      `[bench] tracing's cost from the CPU per create-offer request of the gateway and offer (1 - off/on): ` +
        `on ${fmt(100 * tracing.cpuCost, 1)}%, every transaction ${fmt(100 * tracing.fullCpuCost, 1)}% ` +
        `(reported: the throughput lost where these two processes are the bottleneck, less swayed by the ` +
        `machine's other users than throughput)`,
    );
  }
  return failed || scaleFailed || backOfficeFailed ? 1 : 0;
}

process.exitCode = await main();
