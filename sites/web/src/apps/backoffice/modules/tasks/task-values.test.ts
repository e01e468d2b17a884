import { taskForm } from '@courtage/contracts/crm/tasks/task';
import { describe, expect, it, vi } from 'vitest';
import { formErrors } from '../../../../lib/forms/form-errors.ts';
import { dueAtOf, inMinutes, nextDay, taskValuesOf, toTaskInput } from './task-values.ts';

const STAFF = '2b7c7f86-3f0e-4a55-9d2f-6b8a0f8f2a11';

describe('task values', () => {
  it('joins the date and time into one ISO moment', () => {
    const at = dueAtOf('2026-11-24', '14:30');
    expect(at).toMatch(/^2026-11-2\dT\d{2}:30:00\.000Z$/);
    expect(new Date(at).getHours()).toBe(14);
    expect(dueAtOf('2026-11-24', '')).toBe('');
  });
  it('gives what the contract accepts, and asks for the due moment and the linked record in French', () => {
    const valid = {
      title: 'Rappeler',
      dueDate: '2026-11-24',
      dueTime: '14:30',
      assigneeId: STAFF,
      linkedType: '' as const,
      linkedId: '',
    };
    expect(formErrors(taskForm, toTaskInput(valid))).toEqual({});
    expect(formErrors(taskForm, toTaskInput({ ...valid, dueTime: '', linkedType: 'company' }))).toEqual({
      dueAt: 'Veuillez saisir la date et l’heure d’échéance.',
      linkedId: 'Veuillez choisir l’élément lié.',
    });
  });
  it('proposes a moment a few minutes ahead', () => {
    const { dueDate, dueTime } = inMinutes(1, new Date(2026, 10, 24, 23, 59));
    expect(`${dueDate} ${dueTime}`).toBe('2026-11-25 00:00');
  });
  it('fills the edit form with the task as it is, and gives back the same due moment', () => {
    const task = {
      id: '2b7c7f86-3f0e-4a55-9d2f-6b8a0f8f2a11',
      title: 'Rappeler Mme Durand',
      dueAt: '2026-12-03T08:45:00.000Z',
      assigneeId: STAFF,
      createdBy: 'Claire Martin',
      linkedType: 'quote' as const,
      linkedId: '7d7c3f2e-5d8b-4a51-9d8e-3b8f6f0f2a11',
      status: 'a_faire' as const,
      overdue: false,
      createdAt: '2026-11-24T08:00:00.000Z',
      updatedAt: '2026-11-24T08:00:00.000Z',
    };
    const values = taskValuesOf(task);
    expect(values).toMatchObject({ title: 'Rappeler Mme Durand', assigneeId: STAFF, linkedType: '' });
    expect(toTaskInput(values).dueAt).toBe(task.dueAt);
  });
  it('postpones to the same wall-clock time the next day, across a daylight-saving change', () => {
    // The broker's clock in Paris (Node follows a change of the TZ variable).
    vi.stubEnv('TZ', 'Europe/Paris');
    try {
      // Saturday 24 October 2026, 10:00 in Paris (UTC+2); Sunday the clocks go back (UTC+1).
      expect(nextDay('2026-10-24T08:00:00.000Z')).toBe('2026-10-25T09:00:00.000Z');
      expect(nextDay('2026-12-03T08:45:00.000Z')).toBe('2026-12-04T08:45:00.000Z');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
