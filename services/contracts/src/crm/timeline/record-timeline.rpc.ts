import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { defineForm } from '../../form/define-form.ts';
import { IsoDateTime, Uuid } from '../../schemas.ts';
import { OptionalText, oneOf, Text } from '../companies/record-fields.ts';
import { CALL_OUTCOMES, TIMELINE_KINDS, TIMELINE_MESSAGES, TIMELINE_RECORDS } from './timeline-labels.ts';

/**
 * One item of a record's activity timeline: a note, a logged call, an e-mail sent from the
 * record (its status: the delivery state, filled by the gateway from notification), a change of the record (its audit log), or one of its quotes, contracts, documents
 * and tasks. `id` is unique across kinds (`<kind>:<source id>`).
 */
export const TimelineItem = Type.Object(
  {
    id: Type.String(),
    kind: oneOf(TIMELINE_KINDS),
    at: IsoDateTime,
    /** The staff member who did it (null: the system, an import, the site). */
    authorId: Type.Union([Type.String(), Type.Null()]),
    /** The record the item belongs to (a company's timeline shows its contacts' calls). */
    subject: Type.Object({ entity: Type.String(), id: Type.String() }),
    /** A title of the item (a quote's reference, a task's title, a document's file name...). */
    title: Type.Union([Type.String(), Type.Null()]),
    /** Free text (a note, a call's note, a change's fields as JSON...). */
    text: Type.Union([Type.String(), Type.Null()]),
    /** A call's outcome, a quote's, contract's or task's status, a change's action. */
    status: Type.Union([Type.String(), Type.Null()]),
    /** The id of the item's own record (quote, contract, document, task). */
    refId: Type.Union([Type.String(), Type.Null()]),
    before: Type.Unknown(),
    after: Type.Unknown(),
  },
  { additionalProperties: false },
);
export type TimelineItem = Static<typeof TimelineItem>;

/** `GET /api/v1/entreprise/timeline/:entity/:recordId?kinds=&cursor=&limit=`: newest first. */
export const getRecordTimeline = defineRpc({
  service: 'crm',
  type: 'crm.get-record-timeline',
  version: 1,
  request: Type.Object(
    {
      entity: oneOf(TIMELINE_RECORDS),
      id: Uuid,
      kinds: Type.Optional(Type.Array(oneOf(TIMELINE_KINDS), { maxItems: TIMELINE_KINDS.length })),
      cursor: Type.Optional(Type.String({ maxLength: 200 })),
      limit: Type.Integer({ minimum: 1, maximum: 100 }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object(
    { items: Type.Array(TimelineItem), nextCursor: Type.Union([Type.String(), Type.Null()]) },
    { additionalProperties: false },
  ),
});

/** 'Journaliser un appel': its outcome and an optional note. */
export const logCallForm = defineForm({
  schema: Type.Object(
    { outcome: oneOf(CALL_OUTCOMES), note: OptionalText(2000) },
    { additionalProperties: false },
  ),
  messages: {
    outcome: TIMELINE_MESSAGES.outcomeRequired,
    note: TIMELINE_MESSAGES.callNoteTooLong,
  },
});

/** 'Ajouter une note' on a record's timeline. */
export const recordNoteForm = defineForm({
  schema: Type.Object({ text: Text(5000) }, { additionalProperties: false }),
  messages: {
    text: { required: TIMELINE_MESSAGES.noteRequired, invalid: TIMELINE_MESSAGES.noteTooLong },
  },
});

const RecordRef = { entity: oneOf(TIMELINE_RECORDS), id: Uuid };
const recordRefMessages = { entity: TIMELINE_MESSAGES.recordUnknown, id: TIMELINE_MESSAGES.recordUnknown };

/** The RPCs' requests are forms too, so the bus answers their French messages. */
const logRecordCallRequest = defineForm({
  schema: Type.Object({ ...RecordRef, ...logCallForm.schema.properties }, { additionalProperties: false }),
  messages: { ...recordRefMessages, ...logCallForm.messages },
});
const addRecordNoteRequest = defineForm({
  schema: Type.Object({ ...RecordRef, ...recordNoteForm.schema.properties }, { additionalProperties: false }),
  messages: { ...recordRefMessages, ...recordNoteForm.messages },
});

export const logRecordCall = defineRpc({
  service: 'crm',
  type: 'crm.log-record-call',
  version: 1,
  request: logRecordCallRequest.schema,
  response: TimelineItem,
});

/** A note on the record (a company's note is one of its comments, 'Actualités'). */
export const addRecordNote = defineRpc({
  service: 'crm',
  type: 'crm.add-record-note',
  version: 1,
  request: addRecordNoteRequest.schema,
  response: TimelineItem,
});

export const logRecordCallEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/entreprise/timeline/:entity/:id/calls',
  rpc: logRecordCall,
  access: 'staff',
  status: 201,
  bodyForm: logCallForm,
  summary: 'Journaliser un appel (issue et note)',
  tags: ['entreprises'],
});

export const addRecordNoteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/entreprise/timeline/:entity/:id/notes',
  rpc: addRecordNote,
  access: 'staff',
  status: 201,
  bodyForm: recordNoteForm,
  summary: 'Ajouter une note au fil d’activité',
  tags: ['entreprises'],
});
