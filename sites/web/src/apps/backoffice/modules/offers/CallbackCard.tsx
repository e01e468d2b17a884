import type { FieldError } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import {
  CALLBACK_LOST_REASON_MAX_LENGTH,
  CALLBACK_STATUS_LABELS,
  CALLBACK_TRANSITIONS,
  type CallbackStatus,
  setCallbackStatusEndpoint,
  setCallbackStatusForm,
} from '@courtage/contracts/offer/callback-status';
import type { StaffOfferDetail } from '@courtage/contracts/offer/staff-offer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError, errorMessage } from '../../../../lib/auth/api-error.ts';
import { call } from '../../../../lib/gateway/endpoint-client.ts';
import { formatDateTimeFr } from '../../format/format-fr.ts';
import { refreshOffer } from './offer-queries.ts';
import { RescheduleDialog } from './RescheduleDialog.tsx';

type Props = { offerId: string; detail: StaffOfferDetail };

/**
 * The call-back's follow-up of a booked offer before subscription: its status, the next ones
 * the rules allow (the server checks them again), a reason when the offer is lost, and every
 * change so far.
 */
export function CallbackCard({ offerId, detail }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const callback = detail.callback;
  const [status, setStatus] = useState<CallbackStatus | ''>('');
  const [lostReason, setLostReason] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [rescheduling, setRescheduling] = useState(false);
  const change = useMutation({
    mutationFn: (json: { status: CallbackStatus; lostReason?: string }) =>
      call(setCallbackStatusEndpoint, { offerId, ...json }),
    onSuccess: (answer) => {
      toast.success(`Suivi du rappel : « ${CALLBACK_STATUS_LABELS[answer.status]} ».`);
      setStatus('');
      setLostReason('');
      refreshOffer(queryClient, offerId);
    },
    onError: (error) => setErrors(error instanceof ApiError ? error.details : []),
  });
  if (!callback) return null;
  const open = detail.offer.state === 'confirmed';
  const targets = open ? CALLBACK_TRANSITIONS[callback.status] : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = { status: status || undefined, ...(status === 'perdu' ? { lostReason } : {}) };
    const found = checkForm(setCallbackStatusForm, value);
    setErrors(found);
    if (found.length === 0 && status) change.mutate(status === 'perdu' ? { status, lostReason } : { status });
  };
  const statusError = errors.find((error) => error.field === 'status')?.message;
  const reasonError = errors.find((error) => error.field === 'lostReason')?.message;
  return (
    <section className="bo-card" aria-labelledby="offer-callback">
      <h2 id="offer-callback">Suivi du rappel</h2>
      <p data-testid="offer-callback-status">
        {CALLBACK_STATUS_LABELS[callback.status]}
        {callback.lostReason ? ` : ${callback.lostReason}` : ''}
      </p>
      {open ? (
        <>
          <div className="bo-actions">
            <button type="button" className="bo-button" onClick={() => setRescheduling(true)}>
              Déplacer le rappel
            </button>
          </div>
          <RescheduleDialog
            offerId={offerId}
            current={detail.offer.booking}
            isOpen={rescheduling}
            onOpenChange={setRescheduling}
          />
        </>
      ) : null}
      {targets.length > 0 ? (
        <form className="bo-form" onSubmit={submit} noValidate>
          <div className="bo-field">
            <label htmlFor={`${id}-status`}>Nouveau suivi</label>
            <select
              id={`${id}-status`}
              // The shortcut 'A' (log a call) brings the focus here.
              data-shortcut="log-call"
              value={status}
              onChange={(event) => setStatus(event.target.value as CallbackStatus | '')}
              aria-invalid={Boolean(statusError)}
              aria-describedby={statusError ? `${id}-status-error` : undefined}
            >
              <option value="">Choisir…</option>
              {targets.map((target) => (
                <option key={target} value={target}>
                  {CALLBACK_STATUS_LABELS[target]}
                </option>
              ))}
            </select>
            {statusError ? (
              <p id={`${id}-status-error`} className="bo-field__error">
                {statusError}
              </p>
            ) : null}
          </div>
          {status === 'perdu' ? (
            <div className="bo-field">
              <label htmlFor={`${id}-reason`}>Raison de la perte (l’offre sera annulée)</label>
              <textarea
                id={`${id}-reason`}
                value={lostReason}
                maxLength={CALLBACK_LOST_REASON_MAX_LENGTH}
                onChange={(event) => setLostReason(event.target.value)}
                aria-invalid={Boolean(reasonError)}
                aria-describedby={reasonError ? `${id}-reason-error` : undefined}
              />
              {reasonError ? (
                <p id={`${id}-reason-error`} className="bo-field__error">
                  {reasonError}
                </p>
              ) : null}
            </div>
          ) : null}
          {change.isError && !(change.error instanceof ApiError && change.error.details.length > 0) ? (
            <p className="bo-field__error" role="alert">
              {errorMessage(change.error)}
            </p>
          ) : null}
          <button type="submit" className="bo-button bo-button--primary" disabled={change.isPending}>
            Enregistrer le suivi
          </button>
        </form>
      ) : null}
      {callback.history.length > 0 ? (
        <ol className="bo-timeline" aria-label="Historique du suivi du rappel">
          {callback.history.map((entry) => (
            <li key={`${entry.at}-${entry.to}`}>
              <time dateTime={entry.at}>{formatDateTimeFr(entry.at)}</time>
              {` : « ${CALLBACK_STATUS_LABELS[entry.from]} » → « ${CALLBACK_STATUS_LABELS[entry.to]} »`}
              {entry.by ? `, par ${entry.by.name}` : ''}
              {entry.note ? ` (${entry.note})` : ''}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
