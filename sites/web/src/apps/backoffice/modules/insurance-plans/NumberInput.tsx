import { useId } from 'react';

type Props = {
  label: string;
  value: number;
  error?: string | undefined;
  step?: string;
  onChange: (value: number) => void;
};

/** A labelled number input; an empty or unreadable entry is NaN, which the checks refuse. */
export function NumberInput({ label, value, error, step = 'any', onChange }: Props) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        step={step}
        value={Number.isNaN(value) ? '' : value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
      />
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
