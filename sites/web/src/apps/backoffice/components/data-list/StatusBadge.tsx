/** Colour families of a status; each pairs text and background at 4.5:1 at least (bo-tokens.css). */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A status shown as a badge; the text carries the meaning, the colour only repeats it. */
export function StatusBadge({ label, tone = 'neutral' }: { label: string; tone?: BadgeTone }) {
  return <span className={`bo-badge bo-badge--${tone}`}>{label}</span>;
}
