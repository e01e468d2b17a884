import { listStaff } from '@courtage/contracts/auth/list-staff.rpc';
import { AppError, type FieldError } from '@courtage/contracts/errors';
import { DEFAULT_PAGE_SIZE, EXPORT_PAGE_SIZE, PAGE_SIZES } from '@courtage/contracts/list/define-list-rpc';
import {
  AUDIT_ACTIONS,
  AUDIT_COUNT_CAP,
  type AuditPositionValue,
  AuditTrailEntry,
  type AuditTrailEntryView,
  type AuditTrailFilterValue,
} from '@courtage/contracts/ops/audit-trail';
import { OPS_SERVICES } from '@courtage/contracts/ops/ops';
import { OPS_RPCS } from '@courtage/contracts/ops/ops-rpcs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { sendCsvExport } from '../../../../../http/csv-export.ts';
import { ERROR_MESSAGES } from '../../../../../http/error-messages.ts';
import { AUTHENTICATED_ROUTE_ERRORS } from '../../../../../http/error-response.schema.ts';
import { LIST_QUERY_MESSAGES, neutraliseCell, parisDateTime } from '../../../../../http/list-route.ts';
import { callOptions } from '../../../../../plugins/app/authentication.ts';

const tags = ['administration : journal d’audit'];

export const AUDIT_QUERY_MESSAGES = {
  date: 'Indiquez une date réelle au format AAAA-MM-JJ.',
  period: 'La date de fin doit suivre la date de début.',
  text: 'Ce filtre est trop long (200 caractères au plus).',
} as const;

const Query = Type.Object({
  actorId: Type.Optional(Type.String()),
  action: Type.Optional(Type.String()),
  entity: Type.Optional(Type.String()),
  target: Type.Optional(Type.String()),
  from: Type.Optional(Type.String()),
  to: Type.Optional(Type.String()),
  limit: Type.Optional(Type.String()),
  cursor: Type.Optional(Type.String()),
});

const Row = Type.Composite([
  AuditTrailEntry,
  Type.Object({ actorName: Type.Union([Type.String(), Type.Null()]) }),
]);
const Page = Type.Object({
  rows: Type.Array(Row),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
  total: Type.Integer(),
  /** `total` is a lower bound: a service counted no further than AUDIT_COUNT_CAP. */
  totalCapped: Type.Boolean(),
});
type RowView = AuditTrailEntryView & { actorName: string | null };

/** A calendar date that exists (2026-02-30 does not). */
function realDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Midnight in Paris of `day` (YYYY-MM-DD), as an instant. */
export function parisMidnight(day: string): string {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' })
    .formatToParts(utcMidnight)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset ?? '');
  const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return new Date(utcMidnight.getTime() - minutes * 60_000).toISOString();
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

function encodeCursor(position: AuditPositionValue): string {
  return Buffer.from(JSON.stringify([position.occurredAt, position.service, position.id])).toString(
    'base64url',
  );
}

/** The cursor as this route wrote it, else null (a forged one answers 400, never 500). */
function decodeCursor(cursor: string): AuditPositionValue | null {
  if (!/^[A-Za-z0-9_-]{1,512}$/.test(cursor)) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [occurredAt, service, id] = value as [unknown, unknown, unknown];
    if (typeof occurredAt !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(occurredAt))
      return null;
    if (Number.isNaN(Date.parse(occurredAt))) return null;
    if (typeof service !== 'string' || !(OPS_SERVICES as readonly string[]).includes(service)) return null;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
    return { occurredAt, service, id };
  } catch {
    return null;
  }
}

type Parsed = { filter: AuditTrailFilterValue; limit: number; after?: AuditPositionValue };

function parseQuery(query: Record<string, string | undefined>): Parsed {
  const errors: FieldError[] = [];
  const filter: AuditTrailFilterValue = {};
  for (const key of ['actorId', 'action', 'entity', 'target'] as const) {
    const text = query[key]?.trim();
    if (!text) continue;
    if (text.length > 200) errors.push({ field: key, message: AUDIT_QUERY_MESSAGES.text });
    else filter[key] = text;
  }
  const from = query.from?.trim();
  const to = query.to?.trim();
  if (from && !realDate(from)) errors.push({ field: 'from', message: AUDIT_QUERY_MESSAGES.date });
  if (to && !realDate(to)) errors.push({ field: 'to', message: AUDIT_QUERY_MESSAGES.date });
  if (from && to && realDate(from) && realDate(to) && to < from)
    errors.push({ field: 'to', message: AUDIT_QUERY_MESSAGES.period });
  // Paris days, both included.
  if (from && realDate(from)) filter.from = parisMidnight(from);
  if (to && realDate(to)) filter.to = parisMidnight(nextDay(to));
  const limit = query.limit === undefined ? DEFAULT_PAGE_SIZE : Number(query.limit);
  if (!(PAGE_SIZES as readonly number[]).includes(limit))
    errors.push({ field: 'limit', message: LIST_QUERY_MESSAGES.limit });
  let after: AuditPositionValue | undefined;
  if (query.cursor !== undefined) {
    after = decodeCursor(query.cursor) ?? undefined;
    if (!after) errors.push({ field: 'cursor', message: LIST_QUERY_MESSAGES.cursor });
  }
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', ERROR_MESSAGES.validation, errors);
  return { filter, limit, ...(after ? { after } : {}) };
}

/** The trail's order: newest first, then service, then id, all descending. */
function compareEntries(a: AuditTrailEntryView, b: AuditTrailEntryView): number {
  if (a.occurredAt !== b.occurredAt) return a.occurredAt < b.occurredAt ? 1 : -1;
  if (a.service !== b.service) return a.service < b.service ? 1 : -1;
  return b.id - a.id;
}

const CSV_HEADERS = [
  'Date',
  'Auteur',
  'Rôle',
  'Adresse IP',
  'Action',
  'Cible',
  'Identifiant',
  'Service',
  'Avant',
  'Après',
];
const ROLE_LABELS: Record<string, string> = { admin: 'Admin', 'sub-admin': 'Sub-admin' };

function csvCells(row: RowView): string[] {
  const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));
  return [
    parisDateTime(row.occurredAt),
    row.actorName ?? row.actor.id ?? (row.actor.kind === 'visitor' ? 'Inconnu' : row.actor.kind),
    row.actor.role ? (ROLE_LABELS[row.actor.role] ?? row.actor.role) : '',
    row.address ?? '',
    AUDIT_ACTIONS[row.action as keyof typeof AUDIT_ACTIONS] ?? row.action,
    row.entity,
    row.entityId,
    row.service,
    json(row.before),
    json(row.after),
  ].map(neutraliseCell);
}

/**
 * /api/v1/admin/audit (Admins only): the audit trail of staff actions, every
 * service's entries merged by time. `GET` pages it by keyset (`cursor`, the last entry's time,
 * service and id, signed by nothing but checked field by field: a forged one is a 400); the
 * filters are the author (`actorId`), the action, the kind of record (`entity`), a record id or
 * its start (`target`), and a period of Paris days (`from`, `to`, both included).
 * `GET /export.csv` streams the whole filtered trail (and is itself audited).
 */
const auditTrail: FastifyPluginAsyncTypebox = async (fastify) => {
  const timeout = fastify.config.RPC_TIMEOUT_MS;

  async function staffNames(request: FastifyRequest): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    const options = callOptions(request, timeout);
    for (let page = 1; page <= 20; page += 1) {
      const { items, total } = await fastify.bus.call(listStaff, { page, pageSize: 50 }, options);
      for (const staff of items) names.set(staff.id, staff.name);
      if (page * 50 >= total || items.length === 0) break;
    }
    return names;
  }

  /** One merged page: each service's first `limit + 1` after the cursor, then the newest `limit`. */
  async function readPage(request: FastifyRequest, parsed: Parsed) {
    const options = callOptions(request, timeout);
    const pages = await Promise.all(
      OPS_SERVICES.map((service) =>
        fastify.bus.call(
          OPS_RPCS[service].auditTrail,
          {
            filter: parsed.filter,
            limit: parsed.limit + 1,
            ...(parsed.after ? { after: parsed.after } : {}),
          },
          options,
        ),
      ),
    );
    const merged = pages.flatMap((page) => page.rows).sort(compareEntries);
    const rows = merged.slice(0, parsed.limit);
    const last = rows.at(-1);
    const total = pages.reduce((sum, page) => sum + page.total, 0);
    const totalCapped = pages.some((page) => page.total >= AUDIT_COUNT_CAP);
    const next =
      merged.length > parsed.limit && last
        ? { occurredAt: last.occurredAt, service: last.service, id: last.id }
        : null;
    return { rows, next, total, totalCapped };
  }

  fastify.get('', {
    schema: {
      tags,
      summary: 'Journal d’audit des actions de l’équipe (filtres, pagination par curseur)',
      querystring: Query,
      response: { 200: Page, ...AUTHENTICATED_ROUTE_ERRORS },
    },
    config: { access: 'admin' },
    handler: async (request) => {
      const parsed = parseQuery(request.query);
      const [{ rows, next, total, totalCapped }, names] = await Promise.all([
        readPage(request, parsed),
        staffNames(request),
      ]);
      return {
        rows: rows.map((row) => ({
          ...row,
          actorName: row.actor.id ? (names.get(row.actor.id) ?? null) : null,
        })),
        nextCursor: next ? encodeCursor(next) : null,
        total,
        totalCapped,
      };
    },
  });

  fastify.get('/export.csv', {
    schema: {
      tags,
      summary: 'Journal d’audit : export CSV',
      querystring: Query,
      produces: ['text/csv'],
      response: AUTHENTICATED_ROUTE_ERRORS,
    },
    config: { access: 'admin' },
    handler: async (request, reply) => {
      const { filter } = parseQuery({ ...request.query, limit: undefined, cursor: undefined });
      const names = await staffNames(request);
      const first = await readPage(request, { filter, limit: EXPORT_PAGE_SIZE });
      return sendCsvExport(fastify, request, reply, {
        first,
        rows: (page) => page.rows,
        record: (row) =>
          csvCells({ ...row, actorName: row.actor.id ? (names.get(row.actor.id) ?? null) : null }),
        next: (page) =>
          page.next ? readPage(request, { filter, limit: EXPORT_PAGE_SIZE, after: page.next }) : null,
        headers: CSV_HEADERS,
        service: 'auth',
        audit: { list: 'journal-audit', filters: filter },
      });
    },
  });
};

export default auditTrail;
