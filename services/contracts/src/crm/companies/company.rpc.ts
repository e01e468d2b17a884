import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineForm } from '../../form/define-form.ts';
import { defineListRpc } from '../../list/define-list-rpc.ts';
import { IsoDateTime, Uuid } from '../../schemas.ts';
import { CRM_MESSAGES } from '../crm-messages.ts';
import { becomeClientForm, COMPANY_KINDS, companyCommentForm, companyForm } from './company-form.ts';
import { oneOf } from './record-fields.ts';

const NullableText = Type.Union([Type.String(), Type.Null()]);

/** A company as the detail page shows it. The IBAN only ever leaves crm masked (`FR76 **** 0189`). */
export const Company = Type.Object(
  {
    id: Uuid,
    kind: oneOf(COMPANY_KINDS),
    companyName: Type.String(),
    siren: Type.String({ description: '9 digits, no spaces' }),
    legalForm: NullableText,
    creationDate: NullableText,
    address: NullableText,
    zipCode: Type.String(),
    town: Type.String(),
    codeNaf: NullableText,
    /** The official label of codeNaf (INSEE NAF rév. 2), filled by crm. */
    nafActivity: NullableText,
    sector: NullableText,
    turnover: Type.Union([Type.Integer(), Type.Null()]),
    ibanMasked: NullableText,
    rcsCity: NullableText,
    registeredOfficeAddress: NullableText,
    companyRepresentative: NullableText,
    becameClientAt: Type.Union([IsoDateTime, Type.Null()]),
    becameClientReason: NullableText,
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type Company = Static<typeof Company>;

/** A row of `/admin/entreprise`: date added, name, postal code, town, contact, quote, contract, status. */
export const CompanyRow = Type.Object(
  {
    id: Uuid,
    createdAt: IsoDateTime,
    companyName: Type.String(),
    siren: Type.String(),
    zipCode: Type.String(),
    town: Type.String(),
    /** "Forename Name" of the company's first contact, null without one. */
    contactName: NullableText,
    quoteCount: Type.Integer({ minimum: 0 }),
    contractCount: Type.Integer({ minimum: 0 }),
    /** Quote requests from the site not handled yet. */
    openQuoteRequests: Type.Integer({ minimum: 0 }),
    kind: oneOf(COMPANY_KINDS),
  },
  { additionalProperties: false },
);
export type CompanyRow = Static<typeof CompanyRow>;

/** Tabs Tous / Clients / Prospects and the search box (name prefix or words, or SIREN digits). */
export const CompanyListFilter = Type.Object(
  {
    kind: Type.Optional(oneOf(COMPANY_KINDS)),
    search: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);

/** `GET /api/v1/entreprise`. */
export const listCompanies = defineListRpc({
  service: 'crm',
  type: 'crm.list-companies',
  row: CompanyRow,
  filter: CompanyListFilter,
  sortFields: ['createdAt', 'companyName'],
});

export const companyListFilterForm = defineForm({
  schema: CompanyListFilter,
  messages: {
    kind: CRM_MESSAGES.prospectOrClient,
    search: CRM_MESSAGES.searchAtMost100,
  },
});

const WithId = Type.Object({ id: Uuid }, { additionalProperties: false });

export const createCompany = defineRpc({
  service: 'crm',
  type: 'crm.create-company',
  version: 1,
  request: companyForm.schema,
  response: Company,
});

export const updateCompany = defineRpc({
  service: 'crm',
  type: 'crm.update-company',
  version: 1,
  request: Type.Object({ id: Uuid, company: companyForm.schema }, { additionalProperties: false }),
  response: Company,
});

export const getCompany = defineRpc({
  service: 'crm',
  type: 'crm.get-company',
  version: 1,
  request: WithId,
  response: Company,
});

/** Deletes a company with its comments; its contacts stay (standalone), quotes and contracts keep their row. */
export const deleteCompany = defineRpc({
  service: 'crm',
  type: 'crm.delete-company',
  version: 1,
  request: WithId,
  response: Type.Object({ id: Uuid }, { additionalProperties: false }),
});

export const becomeClient = defineRpc({
  service: 'crm',
  type: 'crm.become-client',
  version: 1,
  request: Type.Object({ id: Uuid, ...becomeClientForm.schema.properties }, { additionalProperties: false }),
  response: Company,
});

/** Admin only, audited: the company's IBAN in clear. */
export const revealCompanyIban = defineRpc({
  service: 'crm',
  type: 'crm.reveal-company-iban',
  version: 1,
  request: WithId,
  response: Type.Object({ iban: Type.String() }, { additionalProperties: false }),
});

export const CompanyComment = Type.Object(
  {
    id: Uuid,
    companyId: Uuid,
    text: Type.String(),
    authorId: Type.String(),
    createdAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type CompanyComment = Static<typeof CompanyComment>;

export const addCompanyComment = defineRpc({
  service: 'crm',
  type: 'crm.add-company-comment',
  version: 1,
  request: Type.Object(
    { companyId: Uuid, ...companyCommentForm.schema.properties },
    { additionalProperties: false },
  ),
  response: CompanyComment,
});

/** `GET /api/v1/entreprise/:companyId/comments`, newest first by default. */
export const listCompanyComments = defineListRpc({
  service: 'crm',
  type: 'crm.list-company-comments',
  row: CompanyComment,
  filter: Type.Object({ companyId: Uuid }, { additionalProperties: false }),
  sortFields: ['createdAt'],
});

/** One entry of a record's history (the audit log), shown on its page. */
export const AuditEntry = Type.Object(
  {
    id: Type.Integer(),
    occurredAt: IsoDateTime,
    actor: Type.Object({
      kind: Type.String(),
      id: Type.Union([Type.String(), Type.Null()]),
      role: Type.Union([Type.String(), Type.Null()]),
    }),
    action: Type.String(),
    entity: Type.String(),
    entityId: Type.String(),
    before: Type.Unknown(),
    after: Type.Unknown(),
  },
  { additionalProperties: false },
);
export type AuditEntry = Static<typeof AuditEntry>;

/** `GET /api/v1/entreprise/:companyId/history` (and the same for the other records). */
export const getRecordHistory = defineRpc({
  service: 'crm',
  type: 'crm.get-record-history',
  version: 1,
  request: Type.Object(
    {
      entity: oneOf(['company', 'contact', 'quote', 'contract', 'task', 'document'] as const),
      id: Uuid,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ entries: Type.Array(AuditEntry) }, { additionalProperties: false }),
});
