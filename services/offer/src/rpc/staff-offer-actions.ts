import { AppError, INVALID_FIELDS_MESSAGE } from '@courtage/contracts/errors';
import { checkForm, type FormDefinition } from '@courtage/contracts/form/define-form';
import { addOfferNote } from '@courtage/contracts/offer/add-offer-note.rpc';
import { assignOffer } from '@courtage/contracts/offer/assign-offer.rpc';
import { offerNoteAdded } from '@courtage/contracts/offer/events';
import { moveOfferState } from '@courtage/contracts/offer/move-offer-state.rpc';
import { revealSubscriptionField } from '@courtage/contracts/offer/reveal-subscription-field.rpc';
import {
  addOfferNoteForm,
  assignOfferForm,
  moveOfferStateForm,
  revealSubscriptionFieldForm,
  STAFF_OFFER_MESSAGES,
} from '@courtage/contracts/offer/staff-offer-forms';
import { OFFER_TRANSITIONS, type OfferState } from '@courtage/contracts/offer/vocabulary';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, type RpcMeta, rpcHandler } from '@courtage/runtime/bus';
import { enqueueEvent } from '@courtage/runtime/outbox';
import type { TObject } from '@sinclair/typebox';
import type { Transaction } from 'kysely';
import { fieldContext } from '../crypto/field-cipher.ts';
import type { OfferDatabase } from '../database-schema.ts';
import type { OfferDeps } from '../deps.ts';
import { changeOfferState } from '../offers/change-state.ts';
import { setAssignee } from '../staff/assign-offer.ts';
import { activeStaff, requireActiveStaff } from '../staff/staff-directory.ts';
import { OFFER_AUDIT_ENTITY } from './staff-offer-detail.ts';

const ERROR_VALIDATION = INVALID_FIELDS_MESSAGE;

/** The form's own checks again (the gateway ran them; the service never trusts its caller). */
function check<S extends TObject>(form: FormDefinition<S>, value: Record<string, unknown>): void {
  const { offerId: _offerId, ...fields } = value;
  const errors = checkForm(form, fields);
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', ERROR_VALIDATION, errors);
}

function lockOffer(trx: Transaction<OfferDatabase>, offerId: string) {
  return trx
    .selectFrom('offers')
    .select(['id', 'comparison_id', 'state', 'assignee_id', 'assignee_name'])
    .where('id', '=', offerId)
    .forUpdate()
    .executeTakeFirst()
    .then((offer) => {
      if (!offer) throw new AppError('NOT_FOUND', STAFF_OFFER_MESSAGES.notFound);
      return offer;
    });
}

function audit(
  trx: Transaction<OfferDatabase>,
  meta: RpcMeta,
  action: string,
  offerId: string,
  data: {
    before: unknown;
    after: Record<string, unknown>;
    actorName: string;
  },
) {
  return recordAudit(trx, {
    actor: meta.actor,
    action,
    entity: OFFER_AUDIT_ENTITY,
    entityId: offerId,
    before: data.before,
    after: { ...data.after, actorName: data.actorName },
  });
}

/** `offer.assign-offer`: to the actor, a colleague (active, checked with auth) or nobody. */
function assignHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(assignOffer, async (request, meta) => {
    check(assignOfferForm, request);
    const staff = await requireActiveStaff(deps.bus, meta);
    let assignee = null;
    if (request.assigneeId === staff.id) assignee = { id: staff.id, name: staff.name };
    else if (request.assigneeId) {
      [assignee] = await activeStaff(deps.bus, meta, [request.assigneeId]);
      if (!assignee) {
        throw new AppError('VALIDATION_FAILED', ERROR_VALIDATION, [
          { field: 'assigneeId', message: STAFF_OFFER_MESSAGES.unknownAssignee },
        ]);
      }
    }
    await deps.db.transaction().execute(async (trx) => {
      const offer = await lockOffer(trx, request.offerId);
      await setAssignee(trx, {
        offerId: request.offerId,
        assignee,
        assignedBy: staff.id,
        correlationId: meta.correlationId,
        actor: meta.actor,
      });
      await audit(trx, meta, 'assign', request.offerId, {
        before: { assigneeId: offer.assignee_id, assigneeName: offer.assignee_name },
        after: { assigneeId: assignee?.id ?? null, assigneeName: assignee?.name ?? null },
        actorName: staff.name,
      });
    });
    return { offerId: request.offerId, assignee };
  });
}

/** `offer.move-offer-state`: the next state and the note that explains it. */
function moveHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(moveOfferState, async (request, meta) => {
    check(moveOfferStateForm, request);
    const staff = await requireActiveStaff(deps.bus, meta);
    const note = request.note.trim();
    await deps.db.transaction().execute(async (trx) => {
      const offer = await lockOffer(trx, request.offerId);
      const from = offer.state as OfferState;
      if (!OFFER_TRANSITIONS[from].includes(request.state)) {
        throw new AppError('CONFLICT', STAFF_OFFER_MESSAGES.transitionRefused);
      }
      await changeOfferState(trx, {
        offerId: request.offerId,
        comparisonId: offer.comparison_id,
        from,
        to: request.state,
        actor: meta.actor,
        correlationId: meta.correlationId,
        staff: { id: staff.id, name: staff.name },
        note,
      });
      await audit(trx, meta, 'move-state', request.offerId, {
        before: { state: from },
        after: { state: request.state, note },
        actorName: staff.name,
      });
    });
    return { offerId: request.offerId, state: request.state };
  });
}

/** `offer.add-offer-note` */
function addNoteHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(addOfferNote, async (request, meta) => {
    check(addOfferNoteForm, request);
    const staff = await requireActiveStaff(deps.bus, meta);
    const text = request.text.trim();
    return deps.db.transaction().execute(async (trx) => {
      await lockOffer(trx, request.offerId);
      const at = new Date();
      const note = await trx
        .insertInto('offer_notes')
        .values({
          offer_id: request.offerId,
          author_id: staff.id,
          author_name: staff.name,
          text,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await enqueueEvent(
        trx,
        offerNoteAdded,
        {
          offerId: request.offerId,
          noteId: note.id,
          authorId: staff.id,
          authorName: staff.name,
          text,
          at: at.toISOString(),
        },
        { correlationId: meta.correlationId },
      );
      await audit(trx, meta, 'add-note', request.offerId, {
        before: null,
        after: { noteId: note.id, text },
        actorName: staff.name,
      });
      return { id: note.id, author: { id: staff.id, name: staff.name }, text, at: at.toISOString() };
    });
  });
}

/**
 * `offer.reveal-subscription-field`: the clear NIR or IBAN, Admin only (checked on the token's
 * role and on auth's current list of active staff), each reveal written to the audit log in the
 * same transaction as the read (no entry, no value).
 */
function revealHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(revealSubscriptionField, async (request, meta) => {
    check(revealSubscriptionFieldForm, request);
    const staff = await requireActiveStaff(deps.bus, meta, { adminOnly: true });
    return deps.db.transaction().execute(async (trx) => {
      const subscription = await trx
        .selectFrom('subscriptions')
        .select(['nir_encrypted', 'nir_masked', 'iban_encrypted', 'iban_masked'])
        .where('offer_id', '=', request.offerId)
        .executeTakeFirst();
      if (!subscription) throw new AppError('NOT_FOUND', STAFF_OFFER_MESSAGES.noSubscription);
      const nir = request.field === 'nir';
      const value = deps.cipher.decrypt(
        nir ? subscription.nir_encrypted : subscription.iban_encrypted,
        fieldContext('subscriptions', request.field, request.offerId),
      );
      await audit(trx, meta, nir ? 'reveal-nir' : 'reveal-iban', request.offerId, {
        before: null,
        // The masked form only: the audit log is read by every staff member.
        after: { field: request.field, masked: nir ? subscription.nir_masked : subscription.iban_masked },
        actorName: staff.name,
      });
      return { offerId: request.offerId, field: request.field, value };
    });
  });
}

export function staffOfferActionHandlers(deps: OfferDeps): RpcHandler[] {
  return [assignHandler(deps), moveHandler(deps), addNoteHandler(deps), revealHandler(deps)];
}
