import { type Static, Type } from '@sinclair/typebox';
import { defineListEndpoint } from '../../endpoint/define-endpoint.ts';
import { defineForm } from '../../form/define-form.ts';
import { defineListRpc } from '../../list/define-list-rpc.ts';
import { IsoDateTime, Uuid } from '../../schemas.ts';
import { CRM_MESSAGES } from '../crm-messages.ts';
import { NullableText } from './company.ts';
import { COMPANY_KIND_LABELS, COMPANY_KINDS } from './company-form.ts';
import { oneOf } from './record-fields.ts';

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

/** Tabs Tous / Clients / Prospects and the search box `q` (name prefix or words, or SIREN digits). */
export const CompanyListFilter = Type.Object(
  {
    kind: Type.Optional(oneOf(COMPANY_KINDS)),
    q: Type.Optional(Type.String({ maxLength: 100 })),
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
    q: CRM_MESSAGES.searchAtMost100,
  },
});

export const listCompaniesEndpoint = defineListEndpoint({
  path: '/api/v1/entreprise',
  rpc: listCompanies,
  access: 'staff',
  filterForm: companyListFilterForm,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  summary: 'Entreprises (Tous, Clients, Prospects), recherche par nom ou SIREN',
  tags: ['entreprises'],
  csv: {
    fileName: 'entreprises',
    columns: [
      { key: 'createdAt', header: 'Ajoutée le', format: (value) => String(value).slice(0, 10) },
      { key: 'companyName', header: 'Raison sociale' },
      { key: 'siren', header: 'SIREN' },
      { key: 'zipCode', header: 'Code postal' },
      { key: 'town', header: 'Ville' },
      { key: 'contactName', header: 'Contact' },
      { key: 'quoteCount', header: 'Devis' },
      { key: 'contractCount', header: 'Contrats' },
      {
        key: 'kind',
        header: 'Statut',
        format: (value) => COMPANY_KIND_LABELS[value as 'prospect' | 'client'],
      },
    ],
  },
});
