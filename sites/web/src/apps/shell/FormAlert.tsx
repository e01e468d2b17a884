/** The form-level error or success line, read out by screen readers. */
export function FormAlert({ error, success }: { error?: string | null; success?: string | null }) {
  return (
    <div aria-live="polite">
      {error ? (
        <p className="form-alert" role="alert">
          {error}
        </p>
      ) : null}
      {success ? (
        <p className="form-success" role="status">
          {success}
        </p>
      ) : null}
    </div>
  );
}
