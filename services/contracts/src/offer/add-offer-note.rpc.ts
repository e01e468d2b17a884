import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { OfferIdRequest, OfferNote } from './staff-offer.ts';
import { addOfferNoteForm } from './staff-offer-forms.ts';

/** A staff note on an offer. Emits `offer.offer.note-added`. */
export const addOfferNote = defineRpc({
  service: 'offer',
  type: 'offer.add-offer-note',
  version: 1,
  request: Type.Composite([OfferIdRequest, addOfferNoteForm.schema], { additionalProperties: false }),
  response: OfferNote,
});

export const addOfferNoteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/offers/:offerId/notes',
  rpc: addOfferNote,
  access: 'staff',
  status: 201,
  bodyForm: addOfferNoteForm,
  summary: 'Ajouter une note',
  tags: ['offres (back-office)'],
});
