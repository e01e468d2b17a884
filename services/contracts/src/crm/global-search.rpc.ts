import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { IsoDateTime, Uuid } from '../schemas.ts';

/**
 * The back-office's global search (Ctrl/⌘+K palette and `/admin/recherche`,
 * `GET /api/v1/search?q=`): companies, contacts, offers, quotes, contracts and tasks by name,
 * e-mail, phone, SIREN, quote reference or policy number (never a NIR: crm holds none), accents and
 * case ignored, in one round trip. Each kind is capped (GLOBAL_SEARCH_PER_KIND) and ranked: the
 * whole text equal to a name, e-mail, phone or SIREN first, then starting one, then a word
 * starting with each typed word. Staff only; both roles see what their lists show.
 */
export const GLOBAL_SEARCH_KINDS = ['company', 'contact', 'offer', 'quote', 'contract', 'task'] as const;
export type GlobalSearchKind = (typeof GLOBAL_SEARCH_KINDS)[number];

/** Results per kind. */
export const GLOBAL_SEARCH_PER_KIND = 5;
/** Shorter texts are not searched (a prefix of one letter matches most of the base). */
export const GLOBAL_SEARCH_MIN_LENGTH = 2;

export const GLOBAL_SEARCH_KIND_LABELS: Record<GlobalSearchKind, string> = {
  company: 'Entreprises',
  contact: 'Contacts',
  offer: 'Offres',
  quote: 'Devis',
  contract: 'Contrats',
  task: 'Tâches',
};

export const GLOBAL_SEARCH_MESSAGES = {
  placeholder: 'Nom, e-mail, téléphone, SIREN…',
  tooShort: 'Tapez au moins 2 caractères.',
  nothingFound: 'Aucun résultat pour cette recherche.',
  searching: 'Recherche…',
} as const;

export const GlobalSearchRequest = Type.Object(
  {
    q: Type.String({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);
export type GlobalSearchRequest = Static<typeof GlobalSearchRequest>;

export const GlobalSearchHit = Type.Object(
  {
    kind: Type.Union(GLOBAL_SEARCH_KINDS.map((kind) => Type.Literal(kind))),
    id: Uuid,
    /** The record's name (company, person, quote reference, policy number, task title). */
    label: Type.String(),
    /** One line that tells it apart (SIREN and town, e-mail, insurer and plan...). */
    detail: Type.String(),
    /** 0: the whole text equals a field; 1: a field starts with it; 2: words start with the words. */
    rank: Type.Integer({ minimum: 0, maximum: 2 }),
    /** The record a quote, contract or task belongs to (its page shows it). */
    companyId: Type.Union([Uuid, Type.Null()]),
    contactId: Type.Union([Uuid, Type.Null()]),
    /** A task's due date. */
    at: Type.Union([IsoDateTime, Type.Null()]),
  },
  { additionalProperties: false },
);
export type GlobalSearchHit = Static<typeof GlobalSearchHit>;

export const GlobalSearchGroup = Type.Object(
  {
    kind: Type.Union(GLOBAL_SEARCH_KINDS.map((kind) => Type.Literal(kind))),
    hits: Type.Array(GlobalSearchHit, { maxItems: GLOBAL_SEARCH_PER_KIND }),
  },
  { additionalProperties: false },
);
export type GlobalSearchGroup = Static<typeof GlobalSearchGroup>;

/** The kinds with at least one hit, the one holding the best-ranked hit first. */
export const GlobalSearchReply = Type.Object(
  { groups: Type.Array(GlobalSearchGroup) },
  { additionalProperties: false },
);
export type GlobalSearchReply = Static<typeof GlobalSearchReply>;

export const globalSearch = defineRpc({
  service: 'crm',
  type: 'crm.global-search',
  version: 1,
  request: GlobalSearchRequest,
  response: GlobalSearchReply,
});

export const globalSearchEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/search',
  rpc: globalSearch,
  access: 'staff',
  summary: 'Recherche globale du back-office : entreprises, contacts, offres, devis, contrats, tâches',
  tags: ['crm'],
});
