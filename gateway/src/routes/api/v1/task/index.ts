import { createTask } from '@courtage/contracts/crm/tasks/create-task.rpc';
import { getTask } from '@courtage/contracts/crm/tasks/get-task.rpc';
import { listTasks, taskListFilterForm } from '@courtage/contracts/crm/tasks/list-tasks.rpc';
import { setTaskStatus, taskStatusForm } from '@courtage/contracts/crm/tasks/set-task-status.rpc';
import { TASK_STATUS_LABELS, type Task, type TaskStatus, taskForm } from '@courtage/contracts/crm/tasks/task';
import { updateTask } from '@courtage/contracts/crm/tasks/update-task.rpc';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponseSchema } from '../../../../http/error-response.schema.ts';
import { checkFormBody } from '../../../../http/form-body.ts';
import { type CsvColumn, listRoute, parisDateTime } from '../../../../http/list-route.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';

/** The tasks export: the assignee by name and the due date in Paris time. */
export const TASK_CSV_COLUMNS: CsvColumn<Task>[] = [
  { key: 'title', header: 'Tâche' },
  { key: 'dueAt', header: 'Échéance', format: (value) => parisDateTime(String(value)) },
  {
    key: 'assigneeName',
    header: 'Responsable',
    format: (_value, row) => row.assigneeName ?? row.assigneeId,
  },
  { key: 'status', header: 'Statut', format: (value) => TASK_STATUS_LABELS[value as TaskStatus] },
];

const tags = ['tâches'];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  503: ErrorResponseSchema,
  504: ErrorResponseSchema,
};
const TaskId = Type.Object({ taskId: Uuid });

/** `/api/v1/task`: my tasks and everyone's (overdue first by due date), create, update, status. */
const tasks: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireStaff);
  const options = (request: Parameters<typeof callOptions>[0]) =>
    callOptions(request, fastify.config.RPC_TIMEOUT_MS);

  listRoute(fastify, {
    path: '',
    rpc: listTasks,
    filterForm: taskListFilterForm,
    defaultSort: { field: 'dueAt', direction: 'asc' },
    summary: 'Tâches (les miennes ou toutes), en retard d’abord',
    tags,
    csv: {
      fileName: 'taches',
      columns: TASK_CSV_COLUMNS,
    },
  });

  fastify.post('', {
    schema: {
      tags,
      summary: 'Créer une tâche (rappel à l’échéance)',
      body: taskForm.schema,
      response: { 201: createTask.response, ...errors },
    },
    preValidation: checkFormBody(taskForm),
    handler: async (request, reply) =>
      reply.code(201).send(await fastify.bus.call(createTask, request.body, options(request))),
  });

  fastify.get('/:taskId', {
    schema: { tags, summary: 'Une tâche', params: TaskId, response: { 200: getTask.response, ...errors } },
    handler: async (request) => fastify.bus.call(getTask, { id: request.params.taskId }, options(request)),
  });

  fastify.put('/:taskId', {
    schema: {
      tags,
      summary: 'Modifier une tâche',
      params: TaskId,
      body: taskForm.schema,
      response: { 200: updateTask.response, ...errors },
    },
    preValidation: checkFormBody(taskForm),
    handler: async (request) =>
      fastify.bus.call(updateTask, { id: request.params.taskId, task: request.body }, options(request)),
  });

  fastify.put('/:taskId/status', {
    schema: {
      tags,
      summary: 'Terminer, annuler ou rouvrir une tâche',
      params: TaskId,
      body: taskStatusForm.schema,
      response: { 200: setTaskStatus.response, ...errors },
    },
    preValidation: checkFormBody(taskStatusForm),
    handler: async (request) =>
      fastify.bus.call(
        setTaskStatus,
        { id: request.params.taskId, status: request.body.status },
        options(request),
      ),
  });
};

export default tasks;
