import {
  type AgendaCallback,
  type AgendaReply,
  type AgendaTask,
  getAgendaEndpoint,
} from '@courtage/contracts/crm/agenda.rpc';
import { listTasksEndpoint } from '@courtage/contracts/crm/tasks/list-tasks.rpc';
import { setTaskStatusEndpoint } from '@courtage/contracts/crm/tasks/set-task-status.rpc';
import { TASK_STATUS_LABELS } from '@courtage/contracts/crm/tasks/task';
import { localTimeOfSlot } from '@courtage/contracts/format/overseas-time';
import { listOfferAssigneesEndpoint } from '@courtage/contracts/offer/list-offer-assignees.rpc';
import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { type CSSProperties, type ReactNode, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { call, endpointKey, queryOptions } from '../../../../lib/gateway/endpoint-client.ts';
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
  // The call-back being moved, and the day it was dropped on (none from its 'Déplacer' button).
  const [moving, setMoving] = useState<{ callback: AgendaCallback; day?: string } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const brokerId = isAdmin ? (state.broker === 'tous' ? undefined : (state.broker ?? me.id)) : undefined;
  const query = {
    from: days[0] ?? today,
    to: days[days.length - 1] ?? today,
    ...(brokerId ? { brokerId } : {}),
  };
  const agenda = useQuery({ ...queryOptions(getAgendaEndpoint, query), placeholderData: keepPreviousData });
  const brokers = useQuery({
    ...queryOptions(listOfferAssigneesEndpoint, {}),
    retry: false,
    enabled: isAdmin,
  });
  const complete = useMutation({
    mutationFn: (task: AgendaTask) => call(setTaskStatusEndpoint, { id: task.id, status: 'terminee' }),
    onSuccess: (task) => {
      toast.success(`« ${task.title} » : ${TASK_STATUS_LABELS[task.status]}.`);
      void queryClient.invalidateQueries({ queryKey: endpointKey(getAgendaEndpoint) });
      void queryClient.invalidateQueries({ queryKey: endpointKey(listTasksEndpoint) });
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
  const callbackOf = (offerId: string | number) =>
    grouped
      .flatMap((group) => group.items)
      .find((item) => item.kind === 'callback' && item.callback.offerId === String(offerId));
  const nameOf = (offerId: string | number) => {
    const item = callbackOf(offerId);
    return item?.kind === 'callback'
      ? `Le rappel de ${item.callback.firstName} ${item.callback.lastName}`
      : 'Le rappel';
  };
  const dayLabel = (day: string | number | undefined) =>
    day ? `le ${formatDateFr(String(day), { withWeekday: true, withYear: false })}` : 'aucun jour';
  // Dropped on another day: the reschedule dialog opens on that day's free slots (the time is chosen
  // there, among the free ones, and the visitor is emailed as from the 'Déplacer' button).
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const item = callbackOf(active.id);
    if (item?.kind !== 'callback' || !over || over.id === item.callback.dateSlot) return;
    setMoving({ callback: item.callback, day: String(over.id) });
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `${nameOf(active.id)} saisi.`,
    onDragOver: ({ active, over }) => `${nameOf(active.id)} au-dessus de ${dayLabel(over?.id)}.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} déposé ${dayLabel(over.id)}.` : `${nameOf(active.id)} reposé.`,
    onDragCancel: ({ active }) => `Déplacement annulé : ${nameOf(active.id)}.`,
  };

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
        <DndContext
          sensors={sensors}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'Pour déplacer ce rappel, appuyez sur Espace, choisissez le jour avec les flèches, puis appuyez sur Espace pour le déposer ou sur Échap pour annuler.',
            },
          }}
        >
          <div
            className={`agenda-days agenda-days--${state.view}`}
            style={{ '--agenda-columns': grouped.length } as CSSProperties}
          >
            {grouped.map(({ day, items }) => (
              <AgendaDay key={day} day={day} today={today} titleId={`${id}-${day}`}>
                {items.length === 0 ? (
                  <p className="agenda-day__empty">Rien de prévu</p>
                ) : (
                  <ol className="agenda-day__items">
                    {items.map((item) => (
                      <li key={item.key}>
                        <AgendaEntry
                          item={item}
                          showAssignee={showAll}
                          onMove={(callback) => setMoving({ callback })}
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
              </AgendaDay>
            ))}
          </div>
        </DndContext>
      )}
      <AgendaFeedCard />
      {moving ? (
        <RescheduleDialog
          offerId={moving.callback.offerId}
          current={{ dateSlot: moving.callback.dateSlot, timeSlot: moving.callback.timeSlot }}
          {...(moving.day ? { day: moving.day } : {})}
          isOpen
          onOpenChange={(open) => {
            if (!open) setMoving(null);
          }}
          onRescheduled={(slot) => {
            setMoves((current) => ({ ...current, [moving.callback.offerId]: slot }));
            // crm's read model follows offer's event within a moment: read it again then.
            setTimeout(
              () => void queryClient.invalidateQueries({ queryKey: endpointKey(getAgendaEndpoint) }),
              1500,
            );
          }}
        />
      ) : null}
    </section>
  );
}

/** A day of the agenda, where a call-back can be dropped (its id: the day, YYYY-MM-DD). */
function AgendaDay({
  day,
  today,
  titleId,
  children,
}: {
  day: string;
  today: string;
  titleId: string;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: day });
  return (
    <section
      ref={setNodeRef}
      className={`agenda-day${day === today ? ' is-today' : ''}${isOver ? ' is-over' : ''}`}
      aria-labelledby={titleId}
      data-testid={`agenda-day-${day}`}
    >
      <h3 id={titleId} className="agenda-day__title">
        {formatDateFr(day, { withWeekday: true, withYear: false })}
        {day === today ? <span className="agenda-day__today"> (aujourd’hui)</span> : null}
      </h3>
      {children}
    </section>
  );
}

/**
 * A call-back in the agenda: moved to another day by dragging its handle (mouse, touch or
 * keyboard), or with its 'Déplacer' button.
 */
function CallbackEntry({
  callback,
  showAssignee,
  onMove,
}: {
  callback: AgendaCallback;
  showAssignee: boolean;
  onMove: (callback: AgendaCallback) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: callback.offerId,
  });
  const local = localTimeOfSlot(callback.dateSlot, callback.timeSlot, callback.postalCode);
  const name = `${callback.firstName} ${callback.lastName}`;
  return (
    <div
      ref={setNodeRef}
      className={`agenda-item agenda-item--callback${isDragging ? ' is-dragging' : ''}`}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
    >
      <div className="agenda-item__head">
        <p className="agenda-item__time">
          <span className="agenda-item__kind">Rappel</span> {formatTimeFr(callback.timeSlot)}
          {local ? <span className="agenda-item__local">{` (${local})`}</span> : null}
        </p>
        <button
          type="button"
          className="agenda-item__handle"
          aria-label={`Glisser le rappel de ${name} vers un autre jour`}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      </div>
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
    </div>
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
  if (item.kind === 'callback')
    return <CallbackEntry callback={item.callback} showAssignee={showAssignee} onMove={onMove} />;
  const { task } = item;
  return (
    <div className="agenda-item agenda-item--task">
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
    </div>
  );
}
