import type { AgendaCallback, AgendaReply, AgendaTask } from '@courtage/contracts/crm/agenda.rpc';
import { TASK_STATUS_LABELS } from '@courtage/contracts/crm/tasks/task';
import { localTimeOfSlot } from '@courtage/contracts/format/overseas-time';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { type CSSProperties, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { getAgenda } from '../../../../lib/gateway/agenda.ts';
import { listOfferAssignees } from '../../../../lib/gateway/staff-offers.ts';
import { setTaskStatus } from '../../../../lib/gateway/tasks.ts';
import { userState } from '../../../../states/user/userState.ts';
import { Spinner } from '../../../shell/Spinner.tsx';
import { StatusBadge } from '../../components/data-list/index.ts';
import { formatDateFr, formatEuro, formatTimeFr } from '../../format/format-fr.ts';
import { parisToday } from '../dashboard/dashboard-period.ts';
import { RescheduleDialog } from '../offers/RescheduleDialog.tsx';
import { AgendaFeedCard } from './AgendaFeedCard.tsx';
import {
  type AgendaItem,
  type AgendaState,
  daysOf,
  isWeekend,
  itemsByDay,
  readAgendaState,
  stepDate,
} from './agenda-days.ts';
import './agenda.css';

/** Slots moved here but not yet in crm's read model (it follows offer's event a moment later). */
type Moves = Record<string, { dateSlot: string; timeSlot: string }>;

function withMoves(reply: AgendaReply, moves: Moves): AgendaReply {
  if (Object.keys(moves).length === 0) return reply;
  return {
    ...reply,
    callbacks: reply.callbacks.map((callback) => ({ ...callback, ...moves[callback.offerId] })),
  };
}

function periodLabel(state: AgendaState, days: readonly string[]): string {
  if (state.view === 'jour') return formatDateFr(state.date, { withWeekday: true });
  return `Semaine du ${formatDateFr(days[0], { withYear: false })} au ${formatDateFr(days[days.length - 1])}`;
}

/**
 * /admin/agenda: the broker's call-backs (booked slots of the offers assigned to them) and tasks,
 * by week or day, in Paris time (the visitor's too when overseas). A call-back moves through the
 * offer's reschedule dialog (the visitor is emailed); a task is completed here. Admins choose whose
 * calendar (everyone's or one broker's); the iCalendar link is at the bottom.
 */
export default function AgendaPage() {
  const id = useId();
  const me = useAtomValue(userState);
  const isAdmin = me.role === 'admin';
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const today = parisToday();
  const state = readAgendaState(params, today);
  const days = daysOf(state);
  const [moves, setMoves] = useState<Moves>({});
  const [moving, setMoving] = useState<AgendaCallback | null>(null);
  const brokerId = isAdmin ? (state.broker === 'tous' ? undefined : (state.broker ?? me.id)) : undefined;
  const query = {
    from: days[0] ?? today,
    to: days[days.length - 1] ?? today,
    ...(brokerId ? { brokerId } : {}),
  };
  const agenda = useQuery({
    queryKey: ['agenda', query.from, query.to, brokerId ?? (isAdmin ? 'tous' : 'moi')],
    queryFn: () => getAgenda(query),
    placeholderData: keepPreviousData,
  });
  const brokers = useQuery({
    queryKey: ['staff-assignees'],
    queryFn: listOfferAssignees,
    retry: false,
    enabled: isAdmin,
  });
  const complete = useMutation({
    mutationFn: (task: AgendaTask) => setTaskStatus(task.id, 'terminee'),
    onSuccess: (task) => {
      toast.success(`« ${task.title} » : ${TASK_STATUS_LABELS[task.status]}.`);
      void queryClient.invalidateQueries({ queryKey: ['agenda'] });
      void queryClient.invalidateQueries({ queryKey: ['tasks'] });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  const showAll = isAdmin && state.broker === 'tous';
  // The week shows Monday to Friday, and a weekend day only when something is planned on it.
  const grouped = agenda.data
    ? itemsByDay(withMoves(agenda.data, moves), days).filter(
        ({ day, items }) => state.view === 'jour' || items.length > 0 || !isWeekend(day),
      )
    : [];
  const total = grouped.reduce((sum, day) => sum + day.items.length, 0);

  return (
    <section className="bo-page" aria-labelledby="agenda-title" aria-busy={agenda.isFetching}>
      <header className="bo-page__header">
        <div>
          <h1 id="agenda-title" className="bo-page__title">
            Agenda
          </h1>
          <p className="bo-page__lead">
            Rappels réservés et tâches à échéance, en heure de Paris (et celle du visiteur outre-mer).
          </p>
        </div>
      </header>
      <div className="bo-toolbar agenda-toolbar">
        <fieldset className="bo-actions agenda-toolbar__group">
          <legend className="bo-visually-hidden">Affichage</legend>
          {(['semaine', 'jour'] as const).map((view) => (
            <button
              key={view}
              type="button"
              className={`bo-button${state.view === view ? ' bo-button--primary' : ''}`}
              aria-pressed={state.view === view}
              onClick={() => update({ vue: view === 'semaine' ? null : view })}
            >
              {view === 'semaine' ? 'Semaine' : 'Jour'}
            </button>
          ))}
        </fieldset>
        <fieldset className="bo-actions agenda-toolbar__group">
          <legend className="bo-visually-hidden">Période</legend>
          <button type="button" className="bo-button" onClick={() => update({ date: stepDate(state, -1) })}>
            {state.view === 'jour' ? 'Jour précédent' : 'Semaine précédente'}
          </button>
          <button type="button" className="bo-button" onClick={() => update({ date: null })}>
            Aujourd’hui
          </button>
          <button type="button" className="bo-button" onClick={() => update({ date: stepDate(state, 1) })}>
            {state.view === 'jour' ? 'Jour suivant' : 'Semaine suivante'}
          </button>
        </fieldset>
        {isAdmin ? (
          <div className="bo-field agenda-toolbar__broker">
            <label htmlFor={`${id}-broker`}>Conseiller</label>
            <select
              id={`${id}-broker`}
              value={state.broker ?? me.id}
              onChange={(event) =>
                update({ conseiller: event.target.value === me.id ? null : event.target.value })
              }
            >
              <option value={me.id}>Moi</option>
              <option value="tous">Tous les conseillers</option>
              {(brokers.data?.staff ?? [])
                .filter((member) => member.id !== me.id)
                .map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
            </select>
          </div>
        ) : null}
      </div>
      <h2 className="agenda-period" aria-live="polite">
        {periodLabel(state, days)}
        {agenda.data ? (
          <span className="agenda-period__count">
            {total === 0 ? ' : rien de prévu' : ` : ${total} ${total > 1 ? 'éléments' : 'élément'}`}
          </span>
        ) : null}
      </h2>
      {agenda.isPending ? (
        <Spinner />
      ) : agenda.isError && !agenda.data ? (
        <div className="bo-list__error" role="alert">
          <p>{errorMessage(agenda.error)}</p>
          <button
            type="button"
            className="bo-button bo-button--primary"
            onClick={() => void agenda.refetch()}
          >
            Réessayer
          </button>
        </div>
      ) : (
        <div
          className={`agenda-days agenda-days--${state.view}`}
          style={{ '--agenda-columns': grouped.length } as CSSProperties}
        >
          {grouped.map(({ day, items }) => (
            <section
              key={day}
              className={`agenda-day${day === today ? ' is-today' : ''}`}
              aria-labelledby={`${id}-${day}`}
              data-testid={`agenda-day-${day}`}
            >
              <h3 id={`${id}-${day}`} className="agenda-day__title">
                {formatDateFr(day, { withWeekday: true, withYear: false })}
                {day === today ? <span className="agenda-day__today"> (aujourd’hui)</span> : null}
              </h3>
              {items.length === 0 ? (
                <p className="agenda-day__empty">Rien de prévu</p>
              ) : (
                <ol className="agenda-day__items">
                  {items.map((item) => (
                    <li key={item.key} className={`agenda-item agenda-item--${item.kind}`}>
                      <AgendaEntry
                        item={item}
                        showAssignee={showAll}
                        onMove={setMoving}
                        onComplete={(task) => complete.mutate(task)}
                        completing={
                          complete.isPending &&
                          item.kind === 'task' &&
                          complete.variables?.id === item.task.id
                        }
                      />
                    </li>
                  ))}
                </ol>
              )}
            </section>
          ))}
        </div>
      )}
      <AgendaFeedCard />
      {moving ? (
        <RescheduleDialog
          offerId={moving.offerId}
          current={{ dateSlot: moving.dateSlot, timeSlot: moving.timeSlot }}
          isOpen
          onOpenChange={(open) => {
            if (!open) setMoving(null);
          }}
          onRescheduled={(slot) => {
            setMoves((current) => ({ ...current, [moving.offerId]: slot }));
            // crm's read model follows offer's event within a moment: read it again then.
            setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['agenda'] }), 1500);
          }}
        />
      ) : null}
    </section>
  );
}

type EntryProps = {
  item: AgendaItem;
  showAssignee: boolean;
  onMove: (callback: AgendaCallback) => void;
  onComplete: (task: AgendaTask) => void;
  completing: boolean;
};

function AgendaEntry({ item, showAssignee, onMove, onComplete, completing }: EntryProps) {
  if (item.kind === 'callback') {
    const { callback } = item;
    const local = localTimeOfSlot(callback.dateSlot, callback.timeSlot, callback.postalCode);
    const name = `${callback.firstName} ${callback.lastName}`;
    return (
      <>
        <p className="agenda-item__time">
          <span className="agenda-item__kind">Rappel</span> {formatTimeFr(callback.timeSlot)}
          {local ? <span className="agenda-item__local">{` (${local})`}</span> : null}
        </p>
        <p className="agenda-item__title">
          <Link to={`/admin/offer-details/${callback.offerId}`}>{name}</Link>
        </p>
        <p className="agenda-item__meta">
          <a href={`tel:${callback.phoneNumber}`} aria-label={`Appeler ${name} au ${callback.phoneNumber}`}>
            {callback.phoneNumber}
          </a>
          {` · ${callback.provider}, ${formatEuro(callback.monthlyPrice)} par mois`}
        </p>
        {showAssignee ? <p className="agenda-item__meta">{callback.assigneeName ?? 'Non attribué'}</p> : null}
        <button
          type="button"
          className="bo-button bo-button--small"
          onClick={() => onMove(callback)}
          aria-label={`Déplacer le rappel de ${name}`}
        >
          Déplacer
        </button>
      </>
    );
  }
  const { task } = item;
  return (
    <>
      <p className="agenda-item__time">
        <span className="agenda-item__kind">Tâche</span> {formatTimeFr(item.time)}{' '}
        {task.status === 'terminee' ? (
          <StatusBadge label={TASK_STATUS_LABELS.terminee} tone="success" />
        ) : task.overdue ? (
          <StatusBadge label="En retard" tone="danger" />
        ) : null}
      </p>
      <p className={`agenda-item__title${task.status === 'terminee' ? ' is-done' : ''}`}>{task.title}</p>
      {showAssignee && task.assigneeName ? <p className="agenda-item__meta">{task.assigneeName}</p> : null}
      {task.linkedType === 'company' && task.linkedId ? (
        <p className="agenda-item__meta">
          <Link to={`/admin/entreprise/${task.linkedId}`}>Voir l’entreprise</Link>
        </p>
      ) : task.linkedType === 'contact' && task.linkedId ? (
        <p className="agenda-item__meta">
          <Link to={`/admin/contact/${task.linkedId}`}>Voir le contact</Link>
        </p>
      ) : null}
      {task.status === 'a_faire' ? (
        <button
          type="button"
          className="bo-button bo-button--small"
          onClick={() => onComplete(task)}
          disabled={completing}
          aria-label={`Marquer terminée : ${task.title}`}
        >
          Terminer
        </button>
      ) : null}
    </>
  );
}
