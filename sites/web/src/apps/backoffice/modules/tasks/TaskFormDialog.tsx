import { taskDueRange } from '@courtage/contracts/crm/date-bounds';
import { createTaskEndpoint } from '@courtage/contracts/crm/tasks/create-task.rpc';
import { listTasksEndpoint } from '@courtage/contracts/crm/tasks/list-tasks.rpc';
import { type Task, taskForm } from '@courtage/contracts/crm/tasks/task';
import { updateTaskEndpoint } from '@courtage/contracts/crm/tasks/update-task.rpc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { type FieldErrors, formErrors, serverFieldErrors } from '../../../../lib/forms/form-errors.ts';
import { call, endpointKey } from '../../../../lib/gateway/endpoint-client.ts';
import { userState } from '../../../../states/user/userState.ts';
import { FormAlert } from '../../../shell/FormAlert.tsx';
import { CompanyPicker } from '../companies/components/CompanyPicker.tsx';
import { CrmDialog } from '../companies/components/CrmDialog.tsx';
import { InputField, SelectField } from '../companies/components/Field.tsx';
import { ContactPicker } from '../contacts/ContactPicker.tsx';
import { inMinutes, type TaskValues, taskValuesOf, toTaskInput } from './task-values.ts';
import { useStaffDirectory } from './use-staff-directory.ts';

type Props = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The task to edit or reschedule; a new task when absent. */
  task?: Task | null;
};

/**
 * A task: title, due date and time, who does it, and the record it is about (optional). Editing
 * one changes its title, due moment (a reschedule: its reminder moves) or assignee; the record it
 * is about stays (the history keeps the before and after values).
 */
export function TaskFormDialog({ isOpen, onOpenChange, task = null }: Props) {
  const me = useAtomValue(userState);
  const staff = useStaffDirectory();
  const queryClient = useQueryClient();
  const fresh = (): TaskValues =>
    task
      ? taskValuesOf(task)
      : { title: '', ...inMinutes(60), assigneeId: me.id, linkedType: '', linkedId: '' };
  const [values, setValues] = useState<TaskValues>(fresh);
  const [linkedLabel, setLinkedLabel] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (!isOpen) return;
    setValues(fresh());
    setLinkedLabel('');
    setErrors({});
  }, [isOpen]);
  const create = useMutation({
    mutationFn: () => {
      if (!task) return call(createTaskEndpoint, toTaskInput(values));
      // The link is not edited here: the task keeps the record it is about.
      return call(updateTaskEndpoint, {
        id: task.id,
        task: { ...toTaskInput(values), linkedType: task.linkedType, linkedId: task.linkedId },
      });
    },
    onSuccess: (saved) => {
      toast.success(
        task ? `La tâche « ${saved.title} » est modifiée.` : `La tâche « ${saved.title} » est créée.`,
      );
      void queryClient.invalidateQueries({ queryKey: endpointKey(listTasksEndpoint) });
      onOpenChange(false);
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });
  const set = (field: keyof TaskValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({
      ...current,
      [field]: event.target.value,
      ...(field === 'linkedType' ? { linkedId: '' } : {}),
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(taskForm, toTaskInput(values));
    setErrors(found);
    if (Object.keys(found).length === 0) create.mutate();
  };
  const alert = create.isError && Object.keys(serverFieldErrors(create.error)).length === 0;
  return (
    <CrmDialog
      title={task ? 'Modifier la tâche' : 'Nouvelle tâche'}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <form className="crm-stack" onSubmit={submit} noValidate aria-busy={create.isPending}>
        <InputField
          label="Intitulé"
          required
          value={values.title}
          error={errors.title}
          onChange={set('title')}
        />
        <div className="crm-grid">
          <InputField
            label="Échéance (date)"
            type="date"
            required
            {...taskDueRange()}
            value={values.dueDate}
            error={errors.dueAt}
            onChange={set('dueDate')}
          />
          <InputField
            label="Échéance (heure)"
            type="time"
            required
            value={values.dueTime}
            onChange={set('dueTime')}
          />
          <SelectField
            label="Personne en charge"
            value={values.assigneeId}
            error={errors.assigneeId}
            options={staff.members.map((member) => ({ value: member.id, label: member.name }))}
            onChange={set('assigneeId')}
          />
          {task ? null : (
            <SelectField
              label="Lié à"
              value={values.linkedType}
              error={errors.linkedType}
              placeholder="Rien"
              options={[
                { value: 'company', label: 'Une entreprise' },
                { value: 'contact', label: 'Un contact' },
              ]}
              onChange={set('linkedType')}
            />
          )}
        </div>
        {!task && values.linkedType === 'company' ? (
          <CompanyPicker
            value={values.linkedId ? { id: values.linkedId, companyName: linkedLabel } : null}
            error={errors.linkedId}
            onChange={(company) => {
              setLinkedLabel(company?.companyName ?? '');
              setValues((current) => ({ ...current, linkedId: company?.id ?? '' }));
            }}
          />
        ) : null}
        {!task && values.linkedType === 'contact' ? (
          <ContactPicker
            value={values.linkedId ? { id: values.linkedId, label: linkedLabel } : null}
            error={errors.linkedId}
            onChange={(contact) => {
              setLinkedLabel(contact?.label ?? '');
              setValues((current) => ({ ...current, linkedId: contact?.id ?? '' }));
            }}
          />
        ) : null}
        <FormAlert error={alert ? errorMessage(create.error) : null} />
        <div className="bo-dialog__actions">
          <button type="button" className="bo-button" onClick={() => onOpenChange(false)}>
            Annuler
          </button>
          <button type="submit" className="bo-button bo-button--primary" disabled={create.isPending}>
            {task ? 'Enregistrer' : 'Créer la tâche'}
          </button>
        </div>
      </form>
    </CrmDialog>
  );
}
