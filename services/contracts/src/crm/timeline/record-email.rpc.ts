import { type Static, Type } from '@sinclair/typebox';
import { defineEvent, defineRpc } from '../../define.ts';
import { defineForm } from '../../form/define-form.ts';
import { Uuid } from '../../schemas.ts';
import { oneOf } from '../companies/record-fields.ts';
import { RECORD_EMAIL_MESSAGES, RECORD_EMAIL_TEMPLATES } from './record-email-templates.ts';
import { TimelineItem } from './record-timeline.rpc.ts';
import { TIMELINE_MESSAGES } from './timeline-labels.ts';

/** 'Envoyer un e-mail': the template chosen, and its subject and body as the broker edited them. */
export const recordEmailForm = defineForm({
  schema: Type.Object(
    {
      template: oneOf(RECORD_EMAIL_TEMPLATES),
      subject: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
      body: Type.String({ minLength: 1, maxLength: 10_000, pattern: '\\S' }),
    },
    { additionalProperties: false },
  ),
  messages: {
    template: RECORD_EMAIL_MESSAGES.templateRequired,
    subject: RECORD_EMAIL_MESSAGES.subjectRequired,
    body: RECORD_EMAIL_MESSAGES.bodyRequired,
  },
});
export type RecordEmailInput = Static<typeof recordEmailForm.schema>;

const sendRecordEmailRequest = defineForm({
  schema: Type.Object(
    { entity: oneOf(['contact'] as const), id: Uuid, ...recordEmailForm.schema.properties },
    { additionalProperties: false },
  ),
  messages: {
    entity: TIMELINE_MESSAGES.recordUnknown,
    id: TIMELINE_MESSAGES.recordUnknown,
    ...recordEmailForm.messages,
  },
});

/**
 * `POST /api/v1/entreprise/timeline/contact/:recordId/emails`: to the contact's own address
 * (read by crm, never from the request); the timeline shows it with its delivery state.
 */
export const sendRecordEmail = defineRpc({
  service: 'crm',
  type: 'crm.send-record-email',
  version: 1,
  request: sendRecordEmailRequest.schema,
  response: TimelineItem,
});

export const RecordEmailRequestedData = Type.Object(
  {
    emailId: Uuid,
    recordType: Type.String(),
    recordId: Uuid,
    template: oneOf(RECORD_EMAIL_TEMPLATES),
    to: Type.String({ minLength: 3 }),
    subject: Type.String({ minLength: 1 }),
    body: Type.String({ minLength: 1 }),
  },
  { additionalProperties: false },
);
export type RecordEmailRequestedData = Static<typeof RecordEmailRequestedData>;

/** A broker sent an e-mail from a record; notification queues it (job id `<emailId>.record`). */
export const recordEmailRequested = defineEvent({
  type: 'crm.record-email.requested',
  version: 1,
  data: RecordEmailRequestedData,
});

/** The BullMQ job (and email_log) id of a record's e-mail. */
export const recordEmailJobId = (emailId: string) => `${emailId}.record`;
