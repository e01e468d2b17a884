/** The spinner shown while the session check (or a screen's code) loads. */
export function Spinner({ label = 'Chargement…' }: { label?: string }) {
  return (
    <div className="app-spinner" role="status" aria-live="polite">
      <span className="app-spinner__wheel" aria-hidden="true" />
      <span className="app-spinner__label">{label}</span>
    </div>
  );
}
