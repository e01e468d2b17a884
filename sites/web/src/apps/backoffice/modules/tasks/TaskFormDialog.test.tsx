// @vitest-environment happy-dom
import type { StaffUser } from '@courtage/contracts/auth/session';
import type { Task } from '@courtage/contracts/crm/tasks/task';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type GatewayCall,
  jsonResponse,
  ME,
  renderBackoffice,
  stubGateway,
} from '../../testing/render-backoffice.tsx';
import { TaskFormDialog } from './TaskFormDialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const LEA = '7d3e2f1a-4b5c-4d6e-8f70-a1b2c3d4e5f6';
const member = (id: string, name: string, role: StaffUser['role'], disabled = false): StaffUser => ({
  auth: true,
  role,
  id,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@courtage.test`,
  image: null,
  totpEnabled: false,
  disabled,
  createdAt: '2026-01-05T09:00:00.000Z',
});
const STAFF = [
  member(ME.id, ME.fullName, 'admin'),
  member(LEA, 'Léa Dubois', 'sub-admin'),
  member('2f4e6a8c-1b3d-4f5a-9c7e-0d2b4f6a8c1e', 'Paul Moreau', 'sub-admin', true),
];

/** The gateway of these tests: the staff directory, an empty company search, the task's creation. */
function gateway(createAnswer: (call: GatewayCall) => Response = created) {
  return stubGateway((call) => {
    if (call.method === 'GET' && call.path.startsWith('/api/v1/admin/staff?'))
      return jsonResponse(200, { items: STAFF, total: STAFF.length });
    if (call.method === 'GET' && call.path.startsWith('/api/v1/entreprise?'))
      return jsonResponse(200, { rows: [], nextCursor: null, total: 0 });
    if (call.method === 'POST' && call.path === '/api/v1/task') return createAnswer(call);
    return jsonResponse(404, { code: 'NOT_FOUND', message: `Pas de route ${call.method} ${call.path}` });
  });
}

function created(call: GatewayCall): Response {
  const input = call.body as Pick<Task, 'title' | 'dueAt' | 'assigneeId' | 'linkedType' | 'linkedId'>;
  const task: Task = {
    id: '3a5c7e9b-2d4f-4a6c-8e0b-1c3e5a7c9e2d',
    ...input,
    createdBy: ME.id,
    status: 'a_faire',
    overdue: false,
    createdAt: '2026-11-28T10:00:00.000Z',
    updatedAt: '2026-11-28T10:00:00.000Z',
  };
  return jsonResponse(201, task);
}

/** The tasks page's use of the dialog: a button opens it, the dialog closes itself. */
function NewTask() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ajouter une tâche
      </button>
      <TaskFormDialog isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

async function openDialog() {
  const view = renderBackoffice(<NewTask />, { route: '/admin/task' });
  await view.user.click(screen.getByRole('button', { name: 'Ajouter une tâche' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nouvelle tâche' });
  return { ...view, dialog };
}

/** `YYYY-MM-DD` of the local day `days` from now, as a date input holds it. */
function localDay(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The text of the error a field points to with aria-describedby. */
function describedError(field: HTMLElement): string | null {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

const postsOf = (calls: GatewayCall[]) => calls.filter((call) => call.method === 'POST');

describe('TaskFormDialog', () => {
  it('opens on a new task with the focus in it, its fields labelled, me in charge among the active staff', async () => {
    const calls = gateway();
    const { dialog, user } = await openDialog();
    // The dialog takes the focus (named by its title); the first Tab goes to its first field.
    expect(document.activeElement).toBe(dialog);
    const title = within(dialog).getByLabelText('Intitulé') as HTMLInputElement;
    await user.tab();
    expect(document.activeElement).toBe(title);
    expect(title.value).toBe('');
    expect(title.required).toBe(true);
    expect((within(dialog).getByLabelText('Échéance (date)') as HTMLInputElement).type).toBe('date');
    expect((within(dialog).getByLabelText('Échéance (heure)') as HTMLInputElement).type).toBe('time');
    expect((within(dialog).getByLabelText('Lié à') as HTMLSelectElement).value).toBe('');
    const assignee = within(dialog).getByLabelText('Personne en charge') as HTMLSelectElement;
    await waitFor(() =>
      expect(
        within(assignee)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Camille Leroy', 'Léa Dubois']),
    );
    expect(assignee.value).toBe(ME.id);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: '/api/v1/admin/staff?page=1&pageSize=50',
      authorization: 'Bearer staff-access',
    });
  });

  it('shows the contract’s French messages by the fields it refuses and sends nothing', async () => {
    const calls = gateway();
    const { dialog, user } = await openDialog();
    const title = within(dialog).getByLabelText('Intitulé');
    const date = within(dialog).getByLabelText('Échéance (date)');
    fireEvent.change(date, { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Créer la tâche' }));
    expect(describedError(title)).toBe('Veuillez saisir l’intitulé de la tâche.');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(describedError(date)).toBe('Veuillez saisir la date et l’heure d’échéance.');

    await user.type(title, 'Rappeler Garage Martin');
    fireEvent.change(date, { target: { value: localDay(3 * 366) } });
    await user.selectOptions(within(dialog).getByLabelText('Lié à'), 'Une entreprise');
    await user.click(within(dialog).getByRole('button', { name: 'Créer la tâche' }));
    expect(describedError(title)).toBeNull();
    expect(describedError(date)).toBe('L’échéance doit être dans les deux ans à venir.');
    expect(within(dialog).getByText('Veuillez choisir l’élément lié.')).toBeTruthy();
    expect(postsOf(calls)).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Nouvelle tâche' })).toBe(dialog);
  });

  it('sends a valid task to the gateway, refreshes the task list and closes', async () => {
    const calls = gateway();
    const { dialog, user, queryClient } = await openDialog();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.type(within(dialog).getByLabelText('Intitulé'), '  Rappeler Garage Martin ');
    const day = localDay(7);
    fireEvent.change(within(dialog).getByLabelText('Échéance (date)'), { target: { value: day } });
    fireEvent.change(within(dialog).getByLabelText('Échéance (heure)'), { target: { value: '09:30' } });
    const assignee = within(dialog).getByLabelText('Personne en charge');
    await waitFor(() => expect(within(assignee).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(assignee, 'Léa Dubois');
    await user.click(within(dialog).getByRole('button', { name: 'Créer la tâche' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(postsOf(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/v1/task',
        authorization: 'Bearer staff-access',
        body: {
          title: 'Rappeler Garage Martin',
          dueAt: new Date(`${day}T09:30:00`).toISOString(),
          assigneeId: LEA,
          linkedType: null,
          linkedId: null,
        },
      },
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['GET', '/api/v1/task'] });
  });

  it('puts the gateway’s field error by its field and stays open', async () => {
    const calls = gateway(() =>
      jsonResponse(400, {
        code: 'VALIDATION_FAILED',
        message: 'Certains champs sont invalides.',
        details: [{ field: '/title', message: 'L’intitulé doit faire au plus 200 caractères.' }],
      }),
    );
    const { dialog, user } = await openDialog();
    const title = within(dialog).getByLabelText('Intitulé');
    await user.type(title, 'Rappeler Garage Martin');
    await user.click(within(dialog).getByRole('button', { name: 'Créer la tâche' }));
    await waitFor(() => expect(describedError(title)).toBe('L’intitulé doit faire au plus 200 caractères.'));
    expect(postsOf(calls)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Nouvelle tâche' })).toBe(dialog);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('starts over when opened again after a cancel', async () => {
    gateway();
    const { dialog, user } = await openDialog();
    await user.type(within(dialog).getByLabelText('Intitulé'), 'Brouillon');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Ajouter une tâche' }));
    const again = await screen.findByRole('dialog', { name: 'Nouvelle tâche' });
    expect((within(again).getByLabelText('Intitulé') as HTMLInputElement).value).toBe('');
  });
});
