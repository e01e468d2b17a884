import type { FieldError } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import { addOfferNoteEndpoint } from '@courtage/contracts/offer/add-offer-note.rpc';
import { assignOfferEndpoint } from '@courtage/contracts/offer/assign-offer.rpc';
import { listOfferAssigneesEndpoint } from '@courtage/contracts/offer/list-offer-assignees.rpc';
import { moveOfferStateEndpoint } from '@courtage/contracts/offer/move-offer-state.rpc';
import type { StaffOfferDetail } from '@courtage/contracts/offer/staff-offer';
import {
  addOfferNoteForm,
  moveOfferStateForm,
  OFFER_NOTE_MAX_LENGTH,
  type StaffTargetState,
  staffNextStates,
} from '@courtage/contracts/offer/staff-offer-forms';
import { OFFER_STATE_LABELS } from '@courtage/contracts/offer/vocabulary';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError, errorMessage } from '../../../../lib/auth/api-error.ts';
import { call, queryOptions } from '../../../../lib/gateway/endpoint-client.ts';
import { refreshOffer } from './offer-queries.ts';

type Props = { offerId: string; detail: StaffOfferDetail; myId: string };

/** Field errors from the browser's check or the gateway's 400 (same definition, same messages). */
function fieldErrors(error: unknown): FieldError[] {
  return error instanceof ApiError ? error.details : [];
}
function messageFor(errors: FieldError[], field: string): string | undefined {
  return errors.find((error) => error.field === field)?.message;
}

function useRefresh(offerId: string) {
  const queryClient = useQueryClient();
  return () => refreshOffer(queryClient, offerId);
}

/** Who has the offer: take it, or give it to a colleague. */
export function AssignCard({ offerId, detail, myId }: Props) {
  const id = useId();
  const refresh = useRefresh(offerId);
  const staff = useQuery({ ...queryOptions(listOfferAssigneesEndpoint, {}), staleTime: 60_000 });
  const [colleague, setColleague] = useState('');
  const assign = useMutation({
    mutationFn: (assigneeId: string | null) => call(assignOfferEndpoint, { offerId, assigneeId }),
    onSuccess: (answer) => {
      toast.success(answer.assignee ? `Offre attribuée à ${answer.assignee.name}.` : 'Offre désattribuée.');
      setColleague('');
      refresh();
    },
  });
  const mine = detail.assignee?.id === myId;
  return (
    <section className="bo-card" aria-labelledby="offer-assign">
      <h2 id="offer-assign">Attribution</h2>
      <p data-testid="offer-assignee">
        {detail.assignee ? `Attribuée à ${detail.assignee.name}` : 'Attribuée à personne'}
      </p>
      <div className="bo-actions">
        <button
          type="button"
          className="bo-button bo-button--primary"
          disabled={mine || assign.isPending}
          onClick={() => assign.mutate(myId)}
        >
          M’attribuer l’offre
        </button>
      </div>
      <form
        className="bo-inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (colleague) assign.mutate(colleague);
        }}
      >
        <div className="bo-field">
          <label htmlFor={`${id}-colleague`}>Attribuer à un collègue</label>
          <select
            id={`${id}-colleague`}
            value={colleague}
            onChange={(event) => setColleague(event.target.value)}
            disabled={!staff.data}
          >
            <option value="">{staff.isError ? 'Liste indisponible' : 'Choisir…'}</option>
            {staff.data?.staff
              .filter((member) => member.id !== detail.assignee?.id)
              .map((member) => (
                <option key={member.id} value={member.id}>
                  {member.id === myId ? `${member.name} (moi)` : member.name}
                </option>
              ))}
          </select>
        </div>
        <button type="submit" className="bo-button" disabled={!colleague || assign.isPending}>
          Attribuer
        </button>
      </form>
      {assign.isError ? (
        <p className="bo-field__error" role="alert">
          {errorMessage(assign.error)}
        </p>
      ) : null}
    </section>
  );
}

/** Moving the offer on, with the note that says why (required). */
export function MoveStateCard({ offerId, detail }: Omit<Props, 'myId'>) {
  const id = useId();
  const refresh = useRefresh(offerId);
  const targets = staffNextStates(detail.offer.state);
  const [state, setState] = useState<StaffTargetState | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const move = useMutation({
    mutationFn: (json: { state: StaffTargetState; note: string }) =>
      call(moveOfferStateEndpoint, { offerId, ...json }),
    onSuccess: (answer) => {
      toast.success(`Offre passée à l’état « ${OFFER_STATE_LABELS[answer.state]} ».`);
      setState('');
      setNote('');
      refresh();
    },
    onError: (error) => setErrors(fieldErrors(error)),
  });
  if (targets.length === 0) {
    return (
      <section className="bo-card" aria-labelledby="offer-move">
        <h2 id="offer-move">Faire avancer l’offre</h2>
        <p className="app-empty">
          Aucun changement d’état n’est possible depuis « {OFFER_STATE_LABELS[detail.offer.state]} ».
        </p>
      </section>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = { state: state || undefined, note };
    const found = checkForm(moveOfferStateForm, value);
    setErrors(found);
    if (found.length === 0 && state) move.mutate({ state, note });
  };
  const stateError = messageFor(errors, 'state');
  const noteError = messageFor(errors, 'note');
  return (
    <section className="bo-card" aria-labelledby="offer-move">
      <h2 id="offer-move">Faire avancer l’offre</h2>
      <form className="bo-form" onSubmit={submit} noValidate>
        <div className="bo-field">
          <label htmlFor={`${id}-state`}>Nouvel état</label>
          <select
            id={`${id}-state`}
            value={state}
            onChange={(event) => setState(event.target.value as StaffTargetState | '')}
            aria-invalid={Boolean(stateError)}
            aria-describedby={stateError ? `${id}-state-error` : undefined}
          >
            <option value="">Choisir…</option>
            {targets.map((target) => (
              <option key={target} value={target}>
                {OFFER_STATE_LABELS[target]}
              </option>
            ))}
          </select>
          {stateError ? (
            <p id={`${id}-state-error`} className="bo-field__error">
              {stateError}
            </p>
          ) : null}
        </div>
        <div className="bo-field">
          <label htmlFor={`${id}-note`}>Note (obligatoire)</label>
          <textarea
            id={`${id}-note`}
            value={note}
            maxLength={OFFER_NOTE_MAX_LENGTH}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={Boolean(noteError)}
            aria-describedby={noteError ? `${id}-note-error` : undefined}
          />
          {noteError ? (
            <p id={`${id}-note-error`} className="bo-field__error">
              {noteError}
            </p>
          ) : null}
        </div>
        {move.isError && fieldErrors(move.error).length === 0 ? (
          <p className="bo-field__error" role="alert">
            {errorMessage(move.error)}
          </p>
        ) : null}
        <button type="submit" className="bo-button bo-button--primary" disabled={move.isPending}>
          Changer l’état
        </button>
      </form>
    </section>
  );
}

/** A note on the offer (a call summary). */
export function AddNoteCard({ offerId }: { offerId: string }) {
  const id = useId();
  const refresh = useRefresh(offerId);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const add = useMutation({
    mutationFn: (value: string) => call(addOfferNoteEndpoint, { offerId, text: value }),
    onSuccess: () => {
      toast.success('Note ajoutée.');
      setText('');
      refresh();
    },
    onError: (error) => setErrors(fieldErrors(error)),
  });
  const textError = messageFor(errors, 'text');
  return (
    <section className="bo-card" aria-labelledby="offer-add-note">
      <h2 id="offer-add-note">Ajouter une note</h2>
      <form
        className="bo-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = checkForm(addOfferNoteForm, { text });
          setErrors(found);
          if (found.length === 0) add.mutate(text);
        }}
      >
        <div className="bo-field">
          <label htmlFor={`${id}-text`}>Note</label>
          <textarea
            id={`${id}-text`}
            value={text}
            maxLength={OFFER_NOTE_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={Boolean(textError)}
            aria-describedby={textError ? `${id}-text-error` : undefined}
          />
          {textError ? (
            <p id={`${id}-text-error`} className="bo-field__error">
              {textError}
            </p>
          ) : null}
        </div>
        {add.isError && fieldErrors(add.error).length === 0 ? (
          <p className="bo-field__error" role="alert">
            {errorMessage(add.error)}
          </p>
        ) : null}
        <button type="submit" className="bo-button" disabled={add.isPending}>
          Ajouter la note
        </button>
      </form>
    </section>
  );
}
