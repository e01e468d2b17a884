import { type Static, Type } from '@sinclair/typebox';
import { defineForm } from '../../form/define-form.ts';
import { defineListRpc } from '../../list/define-list-rpc.ts';
import { IsoDateTime, Uuid } from '../../schemas.ts';
import { CRM_MESSAGES } from '../crm-messages.ts';
import { NullableText } from './company.ts';
import { COMPANY_KINDS } from './company-form.ts';
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
