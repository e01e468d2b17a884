import { addOfferNote } from '@courtage/contracts/offer/add-offer-note.rpc';
import { offerNoteAdded } from '@courtage/contracts/offer/events';
import { addOfferNoteForm } from '@courtage/contracts/offer/staff-offer-forms';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { enqueueEvent } from '@courtage/runtime/outbox';
import type { OfferDeps } from '../deps.ts';
import { insertOfferNote } from '../repositories/offer-notes-repository.ts';
import { requireActiveStaff } from '../staff/staff-directory.ts';
import { auditOfferAction, lockOfferForStaff, recheckStaffForm } from '../staff/staff-offer-actions.ts';

/** `offer.add-offer-note` */
export function addOfferNoteHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(addOfferNote, async (request, meta) => {
    recheckStaffForm(addOfferNoteForm, request);
    const staff = await requireActiveStaff(deps.bus, meta);
    const text = request.text.trim();
    return deps.db.transaction().execute(async (trx) => {
      await lockOfferForStaff(trx, request.offerId);
      const at = new Date();
      const noteId = await insertOfferNote(trx, {
        offerId: request.offerId,
        authorId: staff.id,
        authorName: staff.name,
        text,
        at,
      });
      await enqueueEvent(
        trx,
        offerNoteAdded,
        {
          offerId: request.offerId,
          noteId,
          authorId: staff.id,
          authorName: staff.name,
          text,
          at: at.toISOString(),
        },
        { correlationId: meta.correlationId },
      );
      await auditOfferAction(trx, meta, 'add-note', request.offerId, {
        before: null,
        after: { noteId, text },
        actorName: staff.name,
      });
      return { id: noteId, author: { id: staff.id, name: staff.name }, text, at: at.toISOString() };
    });
  });
}
