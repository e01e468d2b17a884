import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { defineForm } from '../form/define-form.ts';
import { Uuid } from '../schemas.ts';
import { CONFIRM_MESSAGES } from './confirm-messages.ts';

export const RESCHEDULE_MESSAGES = {
  slot: CONFIRM_MESSAGES.noSlot,
  sameSlot: 'Le rappel est déjà prévu à ce créneau. Choisissez-en un autre.',
  notBooked: 'Seul le rappel d’une offre avec rendez-vous, avant la souscription, peut être déplacé.',
  success: 'Le rappel est déplacé ; le visiteur en est informé par e-mail.',
} as const;

/** `PUT /api/v1/offers/:offerId/slot`: the new call-back slot a broker picked (a free one). */
export const rescheduleCallbackForm = defineForm({
  schema: Type.Object(
    {
      dateSlot: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
      timeSlot: Type.String({ pattern: '^\\d{2}:\\d{2}$' }),
    },
    { additionalProperties: false },
  ),
  messages: { dateSlot: RESCHEDULE_MESSAGES.slot, timeSlot: RESCHEDULE_MESSAGES.slot },
});

/**
 * `offer.reschedule-callback`: moves a confirmed offer's booking to another slot with a free
 * seat (the same checks as the visitor's booking: business day, not past, within the horizon,
 * not full), frees the old seat, writes the move in the follow-up's history and the audit log,
 * and emails the visitor the new time (`offer.callback-rescheduled`). Staff only.
 */
export const rescheduleCallback = defineRpc({
  service: 'offer',
  type: 'offer.reschedule-callback',
  version: 1,
  request: Type.Composite([Type.Object({ offerId: Uuid }), rescheduleCallbackForm.schema], {
    additionalProperties: false,
  }),
  response: Type.Object(
    { offerId: Uuid, dateSlot: Type.String(), timeSlot: Type.String() },
    { additionalProperties: false },
  ),
});

export const rescheduleCallbackEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/offers/:offerId/slot',
  rpc: rescheduleCallback,
  access: 'staff',
  bodyForm: rescheduleCallbackForm,
  summary: 'Déplacer le rappel sur un autre créneau libre (le visiteur reçoit un e-mail)',
  tags: ['offres (back-office)'],
});
