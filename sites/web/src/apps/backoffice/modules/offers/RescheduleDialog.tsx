import { getAgendaEndpoint } from '@courtage/contracts/crm/agenda.rpc';
import { formatDateFr, formatSlotFr } from '@courtage/contracts/format/french-date';
import {
  RESCHEDULE_MESSAGES,
  rescheduleCallbackEndpoint,
} from '@courtage/contracts/offer/reschedule-callback.rpc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { call, endpointKey } from '../../../../lib/gateway/endpoint-client.ts';
import { listSlots } from '../../../../lib/gateway/offers.ts';
import { CrmDialog } from '../companies/components/CrmDialog.tsx';
import { refreshOffer } from './offer-queries.ts';

type Props = {
  offerId: string;
  current: { dateSlot: string; timeSlot: string } | null;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Told the new slot once the move is saved (the agenda shows it before its read model follows). */
  onRescheduled?: (slot: { dateSlot: string; timeSlot: string }) => void;
  /** The day the call-back was dropped on in the agenda: its free slots are offered first. */
  day?: string;
};

/** Picking a free slot of the next business days for a booked call-back (the visitor is emailed). */
export function RescheduleDialog({ offerId, current, isOpen, onOpenChange, onRescheduled, day }: Props) {
  const id = useId();
  // Dropped on a day: that day's slots only, until the broker asks for the others.
  const [onlyDay, setOnlyDay] = useState(day);
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const slots = useQuery({
    queryKey: ['callback-slots'],
    queryFn: async () => {
      const result = await listSlots(10);
      if (!result.ok) throw new Error(result.message);
      return result.body;
    },
    enabled: isOpen,
  });
  const move = useMutation({
    mutationFn: (slot: { dateSlot: string; timeSlot: string }) =>
      call(rescheduleCallbackEndpoint, { offerId, ...slot }),
    onSuccess: (moved) => {
      toast.success(RESCHEDULE_MESSAGES.success);
      setChoice('');
      onRescheduled?.({ dateSlot: moved.dateSlot, timeSlot: moved.timeSlot });
      refreshOffer(queryClient, offerId);
      void queryClient.invalidateQueries({ queryKey: endpointKey(getAgendaEndpoint) });
      onOpenChange(false);
    },
    onError: (failure) => setError(errorMessage(failure)),
  });
  const free = (slots.data?.days ?? [])
    .filter((slotDay) => !onlyDay || slotDay.date === onlyDay)
    .flatMap((slotDay) =>
      slotDay.slots
        .filter((slot) => slot.remaining > 0)
        .filter((slot) => !(current && current.dateSlot === slotDay.date && current.timeSlot === slot.time))
        .map((slot) => ({
          value: `${slotDay.date} ${slot.time}`,
          label: formatSlotFr(slotDay.date, slot.time, { withWeekday: true }),
        })),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [dateSlot, timeSlot] = choice.split(' ');
    if (!dateSlot || !timeSlot) {
      setError(RESCHEDULE_MESSAGES.slot);
      return;
    }
    setError(null);
    move.mutate({ dateSlot, timeSlot });
  };
  return (
    <CrmDialog title="Déplacer le rappel" isOpen={isOpen} onOpenChange={onOpenChange}>
      <form className="crm-stack" onSubmit={submit} noValidate>
        <p className="bo-page__lead">
          {current
            ? `Rappel prévu le ${formatSlotFr(current.dateSlot, current.timeSlot, { withWeekday: true })} (heure de Paris).`
            : null}
        </p>
        <div className="bo-field">
          <label htmlFor={`${id}-slot`}>Nouveau créneau (heure de Paris)</label>
          <select
            id={`${id}-slot`}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            disabled={!slots.data}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-slot-error` : undefined}
          >
            <option value="">{slots.isError ? 'Créneaux indisponibles' : 'Choisir…'}</option>
            {free.map((slot) => (
              <option key={slot.value} value={slot.value}>
                {slot.label}
              </option>
            ))}
          </select>
          {error ? (
            <p id={`${id}-slot-error`} className="bo-field__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        {onlyDay ? (
          <div className="bo-actions" data-testid="reschedule-day">
            <p className="bo-page__lead" aria-live="polite">
              {slots.data && free.length === 0
                ? `Aucun créneau libre le ${formatDateFr(onlyDay, { withWeekday: true })}.`
                : `Créneaux libres le ${formatDateFr(onlyDay, { withWeekday: true })}.`}
            </p>
            <button
              type="button"
              className="bo-button bo-button--small"
              onClick={() => setOnlyDay(undefined)}
            >
              Voir tous les jours
            </button>
          </div>
        ) : null}
        <p>Le visiteur reçoit un e-mail avec le nouvel horaire.</p>
        <div className="bo-dialog__actions">
          <button type="button" className="bo-button" onClick={() => onOpenChange(false)}>
            Annuler
          </button>
          <button type="submit" className="bo-button bo-button--primary" disabled={move.isPending}>
            Déplacer le rappel
          </button>
        </div>
      </form>
    </CrmDialog>
  );
}
