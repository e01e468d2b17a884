import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { REQUEST_MESSAGES } from '../../errors.ts';
import { defineForm } from '../../form/define-form.ts';
import { defineListRpc } from '../../list/define-list-rpc.ts';
import { IsoDateTime, Uuid } from '../../schemas.ts';
import { oneOf } from '../companies/record-fields.ts';
import { CRM_MESSAGES } from '../crm-messages.ts';
import { CIVILITIES, contactForm } from './contact-form.ts';
import { CsvTable, ImportPreview } from './import-job.ts';

const NullableText = Type.Union([Type.String(), Type.Null()]);

export const Contact = Type.Object(
  {
    id: Uuid,
    civility: oneOf(CIVILITIES),
    name: Type.String(),
    forename: Type.String(),
    function: NullableText,
    email: NullableText,
    /** Normalized `0612345678`. */
    phone: NullableText,
    companyId: Type.Union([Uuid, Type.Null()]),
    companyName: NullableText,
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type Contact = Static<typeof Contact>;

/** `/api/v1/contact/byAttributes`: by company, standalone ones only, or a search on name / e-mail / phone. */
export const ContactListFilter = Type.Object(
  {
    companyId: Type.Optional(Uuid),
    standalone: Type.Optional(Type.Boolean()),
    search: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);

export const contactListFilterForm = defineForm({
  schema: ContactListFilter,
  messages: {
    companyId: CRM_MESSAGES.companyNotFound,
    standalone: REQUEST_MESSAGES.invalidField,
    search: CRM_MESSAGES.searchAtMost100,
  },
});

export const listContacts = defineListRpc({
  service: 'crm',
  type: 'crm.list-contacts',
  row: Contact,
  filter: ContactListFilter,
  sortFields: ['createdAt', 'name'],
});

const WithId = Type.Object({ id: Uuid }, { additionalProperties: false });

export const createContact = defineRpc({
  service: 'crm',
  type: 'crm.create-contact',
  version: 1,
  request: contactForm.schema,
  response: Contact,
});

export const updateContact = defineRpc({
  service: 'crm',
  type: 'crm.update-contact',
  version: 1,
  request: Type.Object({ id: Uuid, contact: contactForm.schema }, { additionalProperties: false }),
  response: Contact,
});

export const getContact = defineRpc({
  service: 'crm',
  type: 'crm.get-contact',
  version: 1,
  request: WithId,
  response: Contact,
});

export const deleteContact = defineRpc({
  service: 'crm',
  type: 'crm.delete-contact',
  version: 1,
  request: WithId,
  response: WithId,
});

/** `POST /api/v1/contact/upload?preview=1`: every row checked, nothing written. */
export const previewContactImport = defineRpc({
  service: 'crm',
  type: 'crm.preview-contact-import',
  version: 1,
  request: CsvTable,
  response: ImportPreview,
});

/**
 * `POST /api/v1/contact/upload`: checks every row again; with any error answers
 * VALIDATION_FAILED (details: the row errors) and writes nothing; otherwise starts the import
 * (one transaction: all or nothing) and answers its job id at once (progress: getImportJob).
 */
export const startContactImport = defineRpc({
  service: 'crm',
  type: 'crm.start-contact-import',
  version: 1,
  request: CsvTable,
  response: Type.Object({ jobId: Uuid, total: Type.Integer() }, { additionalProperties: false }),
});
