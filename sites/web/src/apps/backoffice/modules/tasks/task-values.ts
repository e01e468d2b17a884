import type { Task, TaskInput } from '@courtage/contracts/crm/tasks/task';

export type TaskValues = {
  title: string;
  /** YYYY-MM-DD and HH:MM as the date and time inputs give them (the broker's own clock). */
  dueDate: string;
  dueTime: string;
  assigneeId: string;
  linkedType: '' | 'company' | 'contact';
  linkedId: string;
};

/** The due moment as an ISO date-time (UTC), or '' while the date or time is not complete. */
export function dueAtOf(dueDate: string, dueTime: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dueDate) || !/^\d{2}:\d{2}$/.test(dueTime)) return '';
  const moment = new Date(`${dueDate}T${dueTime}:00`);
  return Number.isNaN(moment.getTime()) ? '' : moment.toISOString();
}

export function toTaskInput(values: TaskValues): TaskInput {
  return {
    title: values.title.trim(),
    dueAt: dueAtOf(values.dueDate, values.dueTime),
    assigneeId: values.assigneeId,
    linkedType: values.linkedType || null,
    linkedId: values.linkedId || null,
  };
}

/** Date and time inputs' values for `minutes` from now (local clock), e.g. a reminder soon. */
export function inMinutes(minutes: number, now = new Date()): { dueDate: string; dueTime: string } {
  const later = new Date(now.getTime() + minutes * 60_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    dueDate: `${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())}`,
    dueTime: `${pad(later.getHours())}:${pad(later.getMinutes())}`,
  };
}

/** The form's values of an existing task (its due moment on the broker's own clock). */
export function taskValuesOf(task: Task): TaskValues {
  const due = new Date(task.dueAt);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    title: task.title,
    dueDate: `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}`,
    dueTime: `${pad(due.getHours())}:${pad(due.getMinutes())}`,
    assigneeId: task.assigneeId,
    linkedType: task.linkedType === 'company' || task.linkedType === 'contact' ? task.linkedType : '',
    linkedId: task.linkedId ?? '',
  };
}

/** The same wall-clock time the next day on the broker's clock (a daylight-saving change keeps it). */
export function nextDay(dueAt: string): string {
  const due = new Date(dueAt);
  due.setDate(due.getDate() + 1);
  return due.toISOString();
}
