import type { ReactNode } from 'react';

type FieldProps = {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
};

/** A labelled field with its hint and its error message next to it. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
