import { addOfferNote } from '@courtage/contracts/offer/add-offer-note.rpc';
import { assignOffer } from '@courtage/contracts/offer/assign-offer.rpc';
import { setCallbackStatus, setCallbackStatusForm } from '@courtage/contracts/offer/callback-status';
import { getStaffOffer } from '@courtage/contracts/offer/get-staff-offer.rpc';
import { listOfferAssignees } from '@courtage/contracts/offer/list-offer-assignees.rpc';
import { moveOfferState } from '@courtage/contracts/offer/move-offer-state.rpc';
import {
  rescheduleCallback,
  rescheduleCallbackForm,
} from '@courtage/contracts/offer/reschedule-callback.rpc';
import { revealSubscriptionField } from '@courtage/contracts/offer/reveal-subscription-field.rpc';
import {
  addOfferNoteForm,
  assignOfferForm,
  moveOfferStateForm,
  revealSubscriptionFieldForm,
} from '@courtage/contracts/offer/staff-offer-forms';
import {
  getSubscriptionCompliance,
  getSubscriptionFileZip,
} from '@courtage/contracts/offer/subscription-signature.rpc';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AUTHENTICATED_ROUTE_ERRORS } from '../../../../http/error-response.schema.ts';
import { checkFormBody } from '../../../../http/form-body.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';

const errors = AUTHENTICATED_ROUTE_ERRORS;
const OfferId = Type.Object({ offerId: Uuid });
const tags = ['offres (back-office)'];

/**
 * One offer in the back-office (the offer service answers; it checks the actor again): its
 * page, assignment, the move to the next state with a note, notes, and the Admin-only reveal
 * of the NIR or IBAN (written to offer's audit log).
 */
export const offerActionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const options = (request: Parameters<typeof callOptions>[0]) =>
    callOptions(request, fastify.config.RPC_TIMEOUT_MS);

  fastify.get('/assignees', {
    schema: {
      tags,
      summary: 'Membres de l’équipe à qui attribuer une offre',
      response: { 200: listOfferAssignees.response, ...errors },
    },
    handler: async (request) => fastify.bus.call(listOfferAssignees, {}, options(request)),
  });

  fastify.get('/subscription-compliance', {
    schema: {
      tags,
      summary: 'Conformité des souscriptions : dossiers signés, DER attestés, documents scellés',
      response: { 200: getSubscriptionCompliance.response, ...errors },
    },
    handler: async (request) => fastify.bus.call(getSubscriptionCompliance, {}, options(request)),
  });

  fastify.get('/:offerId', {
    schema: {
      tags,
      summary: 'Une offre : foyer, garanties, souscription masquée, historique, notes',
      params: OfferId,
      response: { 200: getStaffOffer.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(getStaffOffer, { offerId: request.params.offerId }, options(request)),
  });

  fastify.get('/:offerId/subscription-file.zip', {
    schema: {
      tags,
      summary:
        'Le dossier de souscription signé en un ZIP (documents scellés, preuve), à envoyer à l’assureur',
      params: OfferId,
      response: errors,
    },
    handler: async (request, reply) => {
      const zip = await fastify.bus.call(
        getSubscriptionFileZip,
        { offerId: request.params.offerId },
        options(request),
      );
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${zip.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(zip.zipBase64, 'base64') as never);
    },
  });

  fastify.put('/:offerId/assignee', {
    schema: {
      tags,
      summary: 'Attribuer l’offre (à moi, à un collègue ou à personne)',
      params: OfferId,
      body: assignOfferForm.schema,
      response: { 200: assignOffer.response, ...errors },
    },
    preValidation: checkFormBody(assignOfferForm),
    handler: async (request) =>
      fastify.bus.call(
        assignOffer,
        { offerId: request.params.offerId, assigneeId: request.body.assigneeId },
        options(request),
      ),
  });

  fastify.put('/:offerId/state', {
    schema: {
      tags,
      summary: 'Passer l’offre à l’état suivant, avec une note',
      params: OfferId,
      body: moveOfferStateForm.schema,
      response: { 200: moveOfferState.response, ...errors },
    },
    preValidation: checkFormBody(moveOfferStateForm),
    handler: async (request) =>
      fastify.bus.call(
        moveOfferState,
        { offerId: request.params.offerId, state: request.body.state, note: request.body.note },
        options(request),
      ),
  });

  fastify.put('/:offerId/callback', {
    schema: {
      tags,
      summary: 'Suivi du rappel avant souscription (perdu : avec la raison, l’offre est annulée)',
      params: OfferId,
      body: setCallbackStatusForm.schema,
      response: { 200: setCallbackStatus.response, ...errors },
    },
    preValidation: checkFormBody(setCallbackStatusForm),
    handler: async (request) =>
      fastify.bus.call(
        setCallbackStatus,
        {
          offerId: request.params.offerId,
          status: request.body.status,
          ...(request.body.lostReason === undefined ? {} : { lostReason: request.body.lostReason }),
        },
        options(request),
      ),
  });

  fastify.put('/:offerId/slot', {
    schema: {
      tags,
      summary: 'Déplacer le rappel sur un autre créneau libre (le visiteur reçoit un e-mail)',
      params: OfferId,
      body: rescheduleCallbackForm.schema,
      response: { 200: rescheduleCallback.response, ...errors },
    },
    preValidation: checkFormBody(rescheduleCallbackForm),
    handler: async (request) =>
      fastify.bus.call(
        rescheduleCallback,
        { offerId: request.params.offerId, dateSlot: request.body.dateSlot, timeSlot: request.body.timeSlot },
        options(request),
      ),
  });

  fastify.post('/:offerId/notes', {
    schema: {
      tags,
      summary: 'Ajouter une note',
      params: OfferId,
      body: addOfferNoteForm.schema,
      response: { 201: addOfferNote.response, ...errors },
    },
    preValidation: checkFormBody(addOfferNoteForm),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await fastify.bus.call(
            addOfferNote,
            { offerId: request.params.offerId, text: request.body.text },
            options(request),
          ),
        ),
  });

  fastify.post('/:offerId/reveal', {
    onRequest: fastify.requireAdmin,
    schema: {
      tags,
      summary: 'Afficher le NIR ou l’IBAN en clair (administrateurs, consigné au journal)',
      params: OfferId,
      body: revealSubscriptionFieldForm.schema,
      response: { 200: revealSubscriptionField.response, ...errors },
    },
    preValidation: checkFormBody(revealSubscriptionFieldForm),
    handler: async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(
          await fastify.bus.call(
            revealSubscriptionField,
            { offerId: request.params.offerId, field: request.body.field },
            options(request),
          ),
        ),
  });
};
