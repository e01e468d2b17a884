import { formatDateFr, formatSlotFr } from '@courtage/contracts/format/french-date';
import { localTimeOfSlot, overseasZone } from '@courtage/contracts/format/overseas-time';
import { confirmOfferEndpoint } from '@courtage/contracts/offer/confirm-offer.rpc';
import { checkConfirmOffer } from '@courtage/contracts/offer/confirm-offer-check';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { type FormEvent, useEffect, useState } from 'react';
import { bookingLimit, listSlots, type SlotDay } from '../../lib/gateway/offers.ts';
import { callPublic } from '../../lib/gateway/public-call.ts';
import { activeAppPageState } from '../../states/appState/activeAppPageState.ts';
import { selectedOfferState } from '../../states/confirmOffer/selectedOfferState.ts';
import { credentialsState } from '../../states/userData/credentialsState.ts';
import { type ConfirmOutcome, confirmOutcome, subscribeHref } from './confirm-messages.ts';
import { formatEuros } from './results-view.ts';
import { useFocusOnChange } from './use-focus-on-change.ts';

// 'mardi 1er décembre 2026': the shared French formatter, as in the emails and the customer area.
const dayLabel = (date: string) => formatDateFr(date, { withWeekday: true });

/** A day that cannot be picked says why: no time left that day (today, late), or every seat taken. */
function dayOption(day: SlotDay): { label: string; disabled: boolean } {
  if (day.slots.length === 0)
    return { label: `${dayLabel(day.date)} (plus aucun créneau ce jour-là)`, disabled: true };
  if (day.slots.every((slot) => slot.remaining === 0))
    return { label: `${dayLabel(day.date)} (complet)`, disabled: true };
  return { label: dayLabel(day.date), disabled: false };
}

type SlotsState = { status: 'loading' } | { status: 'ready'; days: SlotDay[] } | { status: 'failed' };
type SlotErrors = { dateSlot?: string; timeSlot?: string };

/** App page 3: pick a date and a time slot for the call, then confirm the chosen offer. */
export function ConfirmPage() {
  const offer = useAtomValue(selectedOfferState);
  const { postalCode } = useAtomValue(credentialsState);
  // An overseas visitor reads each slot in their own time too ('soit 12 h 00 à La Réunion').
  const overseas = overseasZone(postalCode);
  const local = (date: string, time: string) => {
    const text = localTimeOfSlot(date, time, postalCode);
    return text ? `, ${text}` : '';
  };
  const setAppPage = useSetAtom(activeAppPageState);
  const [slots, setSlots] = useState<SlotsState>({ status: 'loading' });
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<SlotErrors>({});
  const [outcome, setOutcome] = useState<ConfirmOutcome | null>(null);
  const [sending, setSending] = useState(false);
  const [reload, setReload] = useState(0);
  // The booking limit's answer, asked as the step opens: a visitor past it reads when to come
  // back before picking anything (null: allowed, or not known: the confirmation will say).
  const [limited, setLimited] = useState<string | null>(null);
  const headingRef = useFocusOnChange<HTMLHeadingElement>('confirm', true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `reload` value fetches the slots again.
  useEffect(() => {
    let live = true;
    setSlots({ status: 'loading' });
    listSlots(10).then((result) => {
      if (!live) return;
      setSlots(result.ok ? { status: 'ready', days: result.body.days } : { status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [reload]);

  const offerId = offer?.id;
  useEffect(() => {
    if (!offerId) return;
    let live = true;
    bookingLimit(offerId).then((result) => {
      if (live && !result.ok && result.status === 429 && result.message) setLimited(result.message);
    });
    return () => {
      live = false;
    };
  }, [offerId]);

  if (!offer) return null;
  const confirmed = outcome?.kind === 'confirmed';
  const day = slots.status === 'ready' ? slots.days.find((d) => d.date === date) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || confirmed) return;
    setOutcome(null);
    const request = { offerId: offer.id, dateSlot: date, timeSlot: time };
    // The contract's confirmation form, as the gateway checks it (DESIGN.md section 9).
    const found: SlotErrors = {};
    for (const { field, message } of checkConfirmOffer(request))
      if (field === 'dateSlot' || field === 'timeSlot') found[field] ??= message;
    // No day picked: its one message, next to the date (the times show once a day is picked).
    if (found.dateSlot) delete found.timeSlot;
    setErrors(found);
    if (found.dateSlot || found.timeSlot) return;
    setSending(true);
    const result = confirmOutcome(await callPublic(confirmOfferEndpoint, request));
    setSending(false);
    setOutcome(result);
    if (result.kind === 'refused' && result.status === 429) setLimited(result.message);
    else if (result.kind === 'refused') setReload((n) => n + 1);
  };

  return (
    <section className="comparator-confirm" aria-labelledby="confirm-title">
      <h2 id="confirm-title" tabIndex={-1} ref={headingRef}>
        Confirmer votre offre
      </h2>
      <p>
        {offer.provider.name} — {offer.plan.name}, formule {offer.formula.name} :{' '}
        <strong>{formatEuros(offer.monthlyPrice)} / mois</strong> ({formatEuros(offer.yearlyPrice)} / an).
      </p>
      <p>Choisissez le jour et l’heure auxquels un conseiller vous appellera pour finaliser votre contrat.</p>
      {limited && (
        <div className="form-alert" role="alert">
          <p>{limited}</p>
          <p>
            Vos réponses sont gardées : revenez sur cette page à l’heure indiquée pour choisir votre créneau.{' '}
            <button type="button" className="button button--secondary" onClick={() => setAppPage(2)}>
              Retour aux offres
            </button>
          </p>
        </div>
      )}
      {!limited && slots.status === 'loading' && <p role="status">Chargement des créneaux disponibles…</p>}
      {!limited && slots.status === 'failed' && (
        <p role="alert" className="form-alert">
          Impossible de charger les créneaux. Veuillez réessayer.{' '}
          <button type="button" className="button button--secondary" onClick={() => setReload((n) => n + 1)}>
            Réessayer
          </button>
        </p>
      )}
      {!limited && slots.status === 'ready' && (
        <form noValidate onSubmit={submit} aria-busy={sending}>
          <div className="field">
            <label htmlFor="confirm-date">Date du rendez-vous *</label>
            <select
              id="confirm-date"
              value={date}
              disabled={confirmed}
              aria-invalid={errors.dateSlot ? true : undefined}
              aria-describedby={errors.dateSlot ? 'confirm-date-error' : undefined}
              onChange={(event) => {
                setDate(event.target.value);
                setTime('');
                setErrors({});
              }}
            >
              <option value="">Choisissez une date</option>
              {slots.days.map((d) => {
                const { label, disabled } = dayOption(d);
                return (
                  <option key={d.date} value={d.date} disabled={disabled}>
                    {label}
                  </option>
                );
              })}
            </select>
            {errors.dateSlot && (
              <p className="field-error" id="confirm-date-error" role="alert">
                {errors.dateSlot}
              </p>
            )}
          </div>
          {day && (
            <fieldset
              className="field choice-group slot-group"
              aria-describedby={errors.timeSlot ? 'confirm-time-error' : undefined}
            >
              <legend>Créneau horaire *</legend>
              <p className="form-note">
                Heures de Paris{overseas ? ` ; entre parenthèses, l’heure ${overseas.place}` : ''}.
              </p>
              {day.slots.map((slot) => (
                <label key={slot.time} className={`choice slot${slot.remaining === 0 ? ' is-full' : ''}`}>
                  <input
                    type="radio"
                    name="timeSlot"
                    value={slot.time}
                    checked={time === slot.time}
                    disabled={slot.remaining === 0 || confirmed}
                    onChange={() => {
                      setTime(slot.time);
                      setErrors({});
                    }}
                  />
                  {slot.time}
                  {overseas ? ` (${localTimeOfSlot(day.date, slot.time, postalCode)})` : ''}
                  {slot.remaining === 0 ? ' (complet)' : ''}
                </label>
              ))}
              {day.slots.length === 0 && <p>Plus aucun créneau ce jour-là.</p>}
              {errors.timeSlot && (
                <p className="field-error" id="confirm-time-error" role="alert">
                  {errors.timeSlot}
                </p>
              )}
            </fieldset>
          )}
          <div aria-live="assertive">
            {outcome && outcome.kind !== 'confirmed' && (
              <p className="form-alert" role="alert">
                {outcome.message}
              </p>
            )}
          </div>
          <p role="status" className="form-success">
            {confirmed ? outcome.message : ''}
          </p>
          {!confirmed && (
            <div className="comparator-actions">
              <button type="button" className="button button--secondary" onClick={() => setAppPage(2)}>
                Retour aux offres
              </button>
              <button type="submit" className="button" disabled={sending}>
                {sending ? 'Confirmation en cours…' : 'Confirmer mon offre'}
              </button>
            </div>
          )}
        </form>
      )}
      {confirmed && (
        <p>
          Rendez-vous le {formatSlotFr(outcome.dateSlot, outcome.timeSlot)} (heure de Paris
          {local(outcome.dateSlot, outcome.timeSlot)}).{' '}
          <a className="button" href={subscribeHref(offer.id, outcome.subscriptionToken)}>
            Souscrire en ligne
          </a>
        </p>
      )}
    </section>
  );
}
