import {
  getPipelineEndpoint,
  PIPELINE_STAGE_LABELS,
  type PipelineCard,
  type PipelineFilter,
  type PipelineStage,
} from '@courtage/contracts/crm/pipeline.rpc';
import { adminListPlansEndpoint } from '@courtage/contracts/offer/admin-list-plans.rpc';
import {
  CALLBACK_LOST_REASON_MAX_LENGTH,
  CALLBACK_MESSAGES,
  setCallbackStatusEndpoint,
} from '@courtage/contracts/offer/callback-status';
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
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { call, endpointKey, queryOptions } from '../../../../lib/gateway/endpoint-client.ts';
import { Spinner } from '../../../shell/Spinner.tsx';
import { formatEuro, formatSlotFr } from '../../format/format-fr.ts';
import { CrmDialog } from '../companies/components/CrmDialog.tsx';
import { refreshOffer } from '../offers/offer-queries.ts';
import { moveRefusal, targetsOf, withMoves } from './pipeline-moves.ts';
import './pipeline.css';

const FILTERS = { conseiller: 'assignee', assureur: 'insurer', du: 'from', au: 'to' } as const;

function readFilter(params: URLSearchParams): PipelineFilter {
  const filter: Record<string, string> = {};
  for (const [param, field] of Object.entries(FILTERS)) {
    const value = params.get(param);
    if (value) filter[field] = value;
  }
  return filter as PipelineFilter;
}

const stageOfCard = (columns: readonly { stage: PipelineStage; cards: PipelineCard[] }[], offerId: string) =>
  columns.find((column) => column.cards.some((card) => card.offerId === offerId))?.stage;

const cardName = (card: PipelineCard) => `${card.firstName} ${card.lastName}`;

/**
 * /admin/pipeline: the booked offers as cards in columns by stage (the call-back's follow-up, then
 * subscribed or lost), with each column's count and monthly premium, filtered by broker, insurer
 * and booking period. A card moves by drag and drop (mouse, touch or keyboard: Space, arrows, Space)
 * or its 'Déplacer vers' menu, through the offer's own follow-up rules and history; 'Perdu' asks
 * for the reason first.
 */
export default function PipelinePage() {
  const id = useId();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const [moves, setMoves] = useState<Record<string, PipelineStage>>({});
  const [losing, setLosing] = useState<PipelineCard | null>(null);
  const [lostReason, setLostReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const board = useQuery({ ...queryOptions(getPipelineEndpoint, filter), placeholderData: keepPreviousData });
  const brokers = useQuery({ ...queryOptions(listOfferAssigneesEndpoint, {}), retry: false });
  const insurers = useQuery({ ...queryOptions(adminListPlansEndpoint, {}), retry: false });
  const move = useMutation({
    mutationFn: ({ card, to, reason }: { card: PipelineCard; to: PipelineStage; reason?: string }) =>
      call(
        setCallbackStatusEndpoint,
        to === 'perdu'
          ? { offerId: card.offerId, status: 'perdu', lostReason: reason ?? '' }
          : { offerId: card.offerId, status: to as never },
      ),
    onMutate: ({ card, to }) => setMoves((current) => ({ ...current, [card.offerId]: to })),
    onSuccess: (_answer, { card, to }) => {
      toast.success(`${cardName(card)} : « ${PIPELINE_STAGE_LABELS[to]} ».`);
      setLosing(null);
      setLostReason('');
      refreshOffer(queryClient, card.offerId);
      // crm's read model follows offer's event within a moment: read the board again then.
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: endpointKey(getPipelineEndpoint) }),
        1500,
      );
    },
    onError: (error, { card }) => {
      setMoves(({ [card.offerId]: _undone, ...rest }) => rest);
      toast.error(errorMessage(error));
    },
  });
  // A move the read model now shows is no longer kept here (a later move by someone else wins).
  useEffect(() => {
    if (!board.data) return;
    const served = board.data.columns;
    setMoves((current) => {
      const pending = Object.entries(current).filter(
        ([offerId, stage]) => stageOfCard(served, offerId) !== stage,
      );
      return pending.length === Object.keys(current).length ? current : Object.fromEntries(pending);
    });
  }, [board.data]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const columns = board.data ? withMoves(board.data.columns, moves) : [];
  const cardOf = (offerId: string) =>
    columns.flatMap((column) => column.cards).find((card) => card.offerId === offerId);

  const requestMove = (card: PipelineCard, to: PipelineStage) => {
    const from = stageOfCard(columns, card.offerId);
    if (!from || from === to) return;
    const refusal = moveRefusal(from, to);
    if (refusal) {
      toast.error(refusal);
      return;
    }
    if (to === 'perdu') {
      setReasonError(null);
      setLosing(card);
      return;
    }
    move.mutate({ card, to });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const card = cardOf(String(active.id));
    if (card && over) requestMove(card, over.id as PipelineStage);
  };
  const label = (offerId: string | number) => {
    const card = cardOf(String(offerId));
    return card ? cardName(card) : 'La carte';
  };
  const stageLabel = (stage: string | number | undefined) =>
    stage ? `« ${PIPELINE_STAGE_LABELS[stage as PipelineStage] ?? stage} »` : 'aucune colonne';
  const announcements: Announcements = {
    onDragStart: ({ active }) => `${label(active.id)} saisie.`,
    onDragOver: ({ active, over }) => `${label(active.id)} au-dessus de ${stageLabel(over?.id)}.`,
    onDragEnd: ({ active, over }) =>
      over ? `${label(active.id)} déposée dans ${stageLabel(over.id)}.` : `${label(active.id)} reposée.`,
    onDragCancel: ({ active }) => `Déplacement de ${label(active.id)} annulé.`,
  };
  const update = (param: keyof typeof FILTERS, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(param, value);
      else next.delete(param);
      return next;
    });
  const submitLoss = (event: FormEvent) => {
    event.preventDefault();
    if (!losing) return;
    if (!lostReason.trim()) {
      setReasonError(CALLBACK_MESSAGES.lostReason);
      return;
    }
    move.mutate({ card: losing, to: 'perdu', reason: lostReason.trim() });
  };

  return (
    <section className="bo-page" aria-labelledby="pipeline-title" aria-busy={board.isFetching}>
      <header className="bo-page__header">
        <div>
          <h1 id="pipeline-title" className="bo-page__title">
            Pipeline
          </h1>
          <p className="bo-page__lead">
            Les offres avec rendez-vous par étape du suivi. Glissez une carte (ou sa poignée au clavier :
            Espace, flèches, Espace) vers une autre colonne.
          </p>
        </div>
      </header>
      <form
        className="bo-toolbar"
        aria-label="Filtres du pipeline"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="bo-field">
          <label htmlFor={`${id}-broker`}>Conseiller</label>
          <select
            id={`${id}-broker`}
            value={params.get('conseiller') ?? ''}
            onChange={(event) => update('conseiller', event.target.value)}
          >
            <option value="">Tous les conseillers</option>
            <option value="none">Non attribuées</option>
            {(brokers.data?.staff ?? []).map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor={`${id}-insurer`}>Assureur</label>
          <select
            id={`${id}-insurer`}
            value={params.get('assureur') ?? ''}
            onChange={(event) => update('assureur', event.target.value)}
          >
            <option value="">Tous les assureurs</option>
            {(insurers.data?.insurers ?? []).map((insurer) => (
              <option key={insurer.code} value={insurer.code}>
                {insurer.name}
              </option>
            ))}
          </select>
        </div>
        {(['du', 'au'] as const).map((param) => (
          <div className="bo-field" key={param}>
            <label htmlFor={`${id}-${param}`}>{param === 'du' ? 'Rendez-vous pris du' : 'au'}</label>
            <input
              id={`${id}-${param}`}
              type="date"
              value={params.get(param) ?? ''}
              onChange={(event) => update(param, event.target.value)}
            />
          </div>
        ))}
      </form>
      {board.isPending ? (
        <Spinner />
      ) : board.isError && !board.data ? (
        <div className="bo-list__error" role="alert">
          <p>{errorMessage(board.error)}</p>
          <button type="button" className="bo-button bo-button--primary" onClick={() => void board.refetch()}>
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
                'Pour déplacer cette offre, appuyez sur Espace, choisissez la colonne avec les flèches, puis appuyez sur Espace pour la déposer ou sur Échap pour annuler.',
            },
          }}
        >
          {/* Six columns scroll sideways on a narrow screen: a named region the keyboard can focus
              and scroll (axe: scrollable-region-focusable). */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
          <section className="pipeline-board" aria-label="Colonnes du pipeline" tabIndex={0}>
            {columns.map((column) => (
              <StageColumn
                key={column.stage}
                stage={column.stage}
                count={column.count}
                premium={column.monthlyPremium}
                cards={column.cards}
                onMove={requestMove}
              />
            ))}
          </section>
        </DndContext>
      )}
      <CrmDialog
        title="Offre perdue"
        isOpen={losing !== null}
        onOpenChange={(open) => {
          if (!open) setLosing(null);
        }}
      >
        <form className="crm-stack" onSubmit={submitLoss} noValidate>
          <p>{losing ? `${cardName(losing)} : l’offre sera annulée et son créneau libéré.` : null}</p>
          <div className="bo-field">
            <label htmlFor={`${id}-reason`}>Raison de la perte</label>
            <textarea
              id={`${id}-reason`}
              value={lostReason}
              maxLength={CALLBACK_LOST_REASON_MAX_LENGTH}
              onChange={(event) => setLostReason(event.target.value)}
              aria-invalid={Boolean(reasonError)}
              aria-describedby={reasonError ? `${id}-reason-error` : undefined}
            />
            {reasonError ? (
              <p id={`${id}-reason-error`} className="bo-field__error" role="alert">
                {reasonError}
              </p>
            ) : null}
          </div>
          <div className="bo-dialog__actions">
            <button type="button" className="bo-button" onClick={() => setLosing(null)}>
              Annuler
            </button>
            <button type="submit" className="bo-button bo-button--danger" disabled={move.isPending}>
              Marquer perdue
            </button>
          </div>
        </form>
      </CrmDialog>
    </section>
  );
}

type ColumnProps = {
  stage: PipelineStage;
  count: number;
  premium: number;
  cards: PipelineCard[];
  onMove: (card: PipelineCard, to: PipelineStage) => void;
};

function StageColumn({ stage, count, premium, cards, onMove }: ColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const titleId = `pipeline-${stage}`;
  return (
    <section
      ref={setNodeRef}
      className={`pipeline-column${isOver ? ' is-over' : ''}`}
      aria-labelledby={titleId}
      data-testid={`pipeline-column-${stage}`}
    >
      <h2 id={titleId} className="pipeline-column__title">
        {PIPELINE_STAGE_LABELS[stage]}
      </h2>
      <p className="pipeline-column__totals">
        {`${count} ${count > 1 ? 'offres' : 'offre'} · ${formatEuro(Math.round(premium * 100) / 100)} par mois`}
      </p>
      {cards.length === 0 ? (
        <p className="pipeline-column__empty">Aucune offre</p>
      ) : (
        <ol className="pipeline-column__cards">
          {cards.map((card) => (
            <li key={card.offerId}>
              <StageCard card={card} stage={stage} onMove={onMove} />
            </li>
          ))}
        </ol>
      )}
      {count > cards.length ? (
        <p className="pipeline-column__more">{`et ${count - cards.length} de plus (affinez les filtres)`}</p>
      ) : null}
    </section>
  );
}

function StageCard({
  card,
  stage,
  onMove,
}: {
  card: PipelineCard;
  stage: PipelineStage;
  onMove: (card: PipelineCard, to: PipelineStage) => void;
}) {
  const id = useId();
  const name = cardName(card);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: card.offerId });
  const targets = targetsOf(stage);
  return (
    <article
      ref={setNodeRef}
      className={`pipeline-card${isDragging ? ' is-dragging' : ''}`}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
    >
      <div className="pipeline-card__head">
        <Link to={`/admin/offer-details/${card.offerId}`} className="pipeline-card__name">
          {name}
        </Link>
        {targets.length > 0 ? (
          <button
            type="button"
            className="pipeline-card__handle"
            aria-label={`Glisser ${name}`}
            {...attributes}
            {...listeners}
          >
            <span aria-hidden="true">⠿</span>
          </button>
        ) : null}
      </div>
      <p className="pipeline-card__meta">{`${card.provider} · ${formatEuro(card.monthlyPrice)} par mois`}</p>
      {card.dateSlot ? (
        <p className="pipeline-card__meta">{`Rappel : ${formatSlotFr(card.dateSlot, card.timeSlot)}`}</p>
      ) : null}
      <p className="pipeline-card__meta">{card.assigneeName ?? 'Non attribuée'}</p>
      {targets.length > 0 ? (
        <div className="bo-field pipeline-card__move">
          <label htmlFor={`${id}-to`}>Déplacer vers</label>
          <select
            id={`${id}-to`}
            value=""
            onChange={(event) => {
              if (event.target.value) onMove(card, event.target.value as PipelineStage);
            }}
          >
            <option value="">Choisir…</option>
            {targets.map((to) => (
              <option key={to} value={to}>
                {PIPELINE_STAGE_LABELS[to]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </article>
  );
}
