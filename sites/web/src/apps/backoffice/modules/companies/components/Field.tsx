import {
  type InputHTMLAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

type Common = { label: string; error?: string | undefined; hint?: string | undefined };

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Notes({ id, error, hint }: { id: string; error?: string | undefined; hint?: string | undefined }) {
  return (
    <>
      {hint ? (
        <p className="bo-page__lead" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="bo-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled input of the back-office; its error is next to it and announced (aria-describedby). */
export function InputField({
  label,
  error,
  hint,
  id,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className="bo-field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        {...input}
      />
      <Notes id={inputId} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  id,
  ...area
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <div className="bo-field">
      <label htmlFor={areaId}>{label}</label>
      <textarea
        id={areaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(areaId, error, hint)}
        {...area}
      />
      <Notes id={areaId} error={error} hint={hint} />
    </div>
  );
}

type SelectProps = Common &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: ReadonlyArray<{ value: string; label: string }>;
    /** A first empty choice, for a field without a default. */
    placeholder?: string;
  };

export function SelectField({ label, error, hint, options, placeholder, id, ...select }: SelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className="bo-field">
      <label htmlFor={selectId}>{label}</label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, error, hint)}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Notes id={selectId} error={error} hint={hint} />
    </div>
  );
}
