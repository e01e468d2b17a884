import {
  addRecordNoteEndpoint,
  logCallForm,
  logRecordCallEndpoint,
  recordNoteForm,
} from '@courtage/contracts/crm/timeline/record-timeline.rpc';
import {
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  type CallOutcome,
  TIMELINE_MESSAGES,
  type TimelineRecord,
} from '@courtage/contracts/crm/timeline/timeline-labels';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { type FieldErrors, formErrors, serverFieldErrors } from '../../../../lib/forms/form-errors.ts';
import { call } from '../../../../lib/gateway/endpoint-client.ts';
import { FormAlert } from '../../../shell/FormAlert.tsx';
import { CrmDialog } from '../companies/components/CrmDialog.tsx';
import { TextAreaField } from '../companies/components/Field.tsx';

type DialogProps = {
  entity: TimelineRecord;
  id: string;
  recordName: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Journaliser un appel': the outcome (radio buttons, arrows move between them) and a note. */
export function LogCallDialog({ entity, id, recordName, isOpen, onOpenChange }: DialogProps) {
  const [outcome, setOutcome] = useState<CallOutcome | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const groupId = useId();
  useEffect(() => {
    if (isOpen) {
      setOutcome('');
      setNote('');
      setErrors({});
    }
  }, [isOpen]);
  const log = useMutation({
    mutationFn: () =>
      call(logRecordCallEndpoint, {
        entity,
        id,
        outcome: outcome as CallOutcome,
        ...(note.trim() ? { note: note.trim() } : {}),
      }),
    onSuccess: () => {
      toast.success(TIMELINE_MESSAGES.callLogged);
      onOpenChange(false);
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = { ...(outcome ? { outcome } : {}), ...(note.trim() ? { note: note.trim() } : {}) };
    const found = formErrors(logCallForm, value);
    setErrors(found);
    if (Object.keys(found).length === 0) log.mutate();
  };
  return (
    <CrmDialog title={`Journaliser un appel avec ${recordName}`} isOpen={isOpen} onOpenChange={onOpenChange}>
      <form className="crm-stack" onSubmit={submit} noValidate>
        <fieldset
          className="tl-outcomes"
          aria-describedby={errors.outcome ? `${groupId}-error` : undefined}
          aria-invalid={errors.outcome ? true : undefined}
        >
          <legend>Issue de l’appel</legend>
          {CALL_OUTCOMES.map((value) => (
            <label key={value} className="tl-outcome">
              <input
                type="radio"
                name={`${groupId}-outcome`}
                value={value}
                checked={outcome === value}
                onChange={() => setOutcome(value)}
              />
              {CALL_OUTCOME_LABELS[value]}
            </label>
          ))}
          {errors.outcome ? (
            <p className="bo-field__error" id={`${groupId}-error`}>
              {errors.outcome}
            </p>
          ) : null}
        </fieldset>
        <TextAreaField
          label="Note (facultative)"
          value={note}
          error={errors.note}
          rows={4}
          onChange={(event) => setNote(event.target.value)}
        />
        <FormAlert
          error={
            log.isError && Object.keys(serverFieldErrors(log.error)).length === 0
              ? errorMessage(log.error)
              : null
          }
        />
        <div className="bo-dialog__actions">
          <button type="button" className="bo-button" onClick={() => onOpenChange(false)}>
            Annuler
          </button>
          <button type="submit" className="bo-button bo-button--primary" disabled={log.isPending}>
            Journaliser l’appel
          </button>
        </div>
      </form>
    </CrmDialog>
  );
}

/** 'Ajouter une note' (a company's note is one of its comments, in 'Actualités' too). */
export function RecordNoteDialog({ entity, id, recordName, isOpen, onOpenChange }: DialogProps) {
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (isOpen) {
      setText('');
      setErrors({});
    }
  }, [isOpen]);
  const add = useMutation({
    mutationFn: () => call(addRecordNoteEndpoint, { entity, id, text: text.trim() }),
    onSuccess: () => {
      toast.success(TIMELINE_MESSAGES.noteAdded);
      onOpenChange(false);
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(recordNoteForm, { text: text.trim() });
    setErrors(found);
    if (Object.keys(found).length === 0) add.mutate();
  };
  return (
    <CrmDialog title={`Ajouter une note sur ${recordName}`} isOpen={isOpen} onOpenChange={onOpenChange}>
      <form className="crm-stack" onSubmit={submit} noValidate>
        <TextAreaField
          label="Note"
          value={text}
          error={errors.text}
          rows={5}
          onChange={(event) => setText(event.target.value)}
        />
        <FormAlert
          error={add.isError && !serverFieldErrors(add.error).text ? errorMessage(add.error) : null}
        />
        <div className="bo-dialog__actions">
          <button type="button" className="bo-button" onClick={() => onOpenChange(false)}>
            Annuler
          </button>
          <button type="submit" className="bo-button bo-button--primary" disabled={add.isPending}>
            Ajouter la note
          </button>
        </div>
      </form>
    </CrmDialog>
  );
}
