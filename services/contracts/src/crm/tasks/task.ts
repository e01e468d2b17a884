import { type Static, Type } from '@sinclair/typebox';
import { defineEvent } from '../../define.ts';
import { defineForm, type FormRule } from '../../form/define-form.ts';
import { parisDate } from '../../offer/dates.ts';
import { IsoDateTime, Uuid } from '../../schemas.ts';
import { oneOf, Text } from '../companies/record-fields.ts';
import { taskDueRange } from '../date-bounds.ts';

export const TASK_STATUSES = ['a_faire', 'terminee', 'annulee'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  a_faire: 'À faire',
  terminee: 'Terminée',
  annulee: 'Annulée',
};

export const TASK_LINKS = ['company', 'contact', 'quote', 'contract'] as const;

/** A due moment: a date-time, not more than a year back nor more than two years ahead (Paris days). */
export const TASK_DUE_RULES: readonly FormRule<{ dueAt: string }>[] = [
  { field: 'dueAt', check: (value) => !Number.isNaN(Date.parse(value.dueAt)) },
  {
    field: 'dueAt',
    check: (value) => parisDate(new Date(value.dueAt)) >= taskDueRange().min,
    message: 'L’échéance ne peut pas remonter à plus d’un an.',
  },
  {
    field: 'dueAt',
    check: (value) => parisDate(new Date(value.dueAt)) <= taskDueRange().max,
    message: 'L’échéance doit être dans les deux ans à venir.',
  },
];

export const TASK_DUE_MESSAGE = 'Veuillez saisir la date et l’heure d’échéance.';

/** `POST /api/v1/task` and `PUT /api/v1/task/:id`. `dueAt` an ISO date-time with its offset. */
export const taskForm = defineForm({
  schema: Type.Object(
    {
      title: Text(200),
      dueAt: IsoDateTime,
      assigneeId: Uuid,
      linkedType: Type.Optional(Type.Union([oneOf(TASK_LINKS), Type.Null()])),
      linkedId: Type.Optional(Type.Union([Uuid, Type.Null()])),
    },
    { additionalProperties: false },
  ),
  messages: {
    title: {
      required: 'Veuillez saisir l’intitulé de la tâche.',
      invalid: 'L’intitulé doit faire au plus 200 caractères.',
    },
    dueAt: TASK_DUE_MESSAGE,
    assigneeId: 'Veuillez choisir la personne en charge.',
    linkedType: 'Type d’élément lié inconnu.',
    linkedId: 'L’élément lié n’existe pas.',
  },
  rules: [
    ...TASK_DUE_RULES,
    {
      field: 'linkedId',
      uses: ['linkedType'],
      check: (value) => Boolean(value.linkedType) === Boolean(value.linkedId),
      message: 'Veuillez choisir l’élément lié.',
    },
  ],
});
export type TaskInput = Static<typeof taskForm.schema>;

export const Task = Type.Object(
  {
    id: Uuid,
    title: Type.String(),
    dueAt: IsoDateTime,
    assigneeId: Uuid,
    /** The assignee's name, on the list's rows (crm asks auth once per page). */
    assigneeName: Type.Optional(Type.String()),
    createdBy: Type.String(),
    linkedType: Type.Union([oneOf(TASK_LINKS), Type.Null()]),
    linkedId: Type.Union([Uuid, Type.Null()]),
    status: oneOf(TASK_STATUSES),
    /** true while à faire and past due (the list puts them first). */
    overdue: Type.Boolean(),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type Task = Static<typeof Task>;

/** A task to remind its assignee of at `dueAt` (emitted on creation and on each reschedule). */
export const taskScheduled = defineEvent({
  type: 'crm.task.scheduled',
  version: 1,
  data: Type.Object(
    { taskId: Uuid, title: Type.String(), dueAt: IsoDateTime, assigneeId: Uuid },
    { additionalProperties: false },
  ),
});

/** No reminder any more: the task was done, cancelled or rescheduled (a new scheduled follows). */
export const taskCancelled = defineEvent({
  type: 'crm.task.cancelled',
  version: 1,
  data: Type.Object({ taskId: Uuid }, { additionalProperties: false }),
});

export const TASK_MESSAGES = {
  notFound: 'Cette tâche n’existe pas.',
  /** A done or cancelled task keeps its due moment (reopen it first). */
  notOpen: 'Seule une tâche à faire peut être reportée.',
  empty: 'Aucune tâche.',
} as const;
