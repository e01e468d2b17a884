import type { RetentionRule } from './retention.ts';

const ACTION_LABELS: Record<RetentionRule['action'], string> = {
  delete: 'supprimé à échéance (purge chaque nuit)',
  keep: 'conservé (obligation légale), jamais purgé automatiquement',
  none: 'jamais enregistré',
};

/** The retention rules as the Markdown table docs/RETENTION.md shows (a test keeps the two equal). */
export function retentionTable(rules: readonly RetentionRule[]): string {
  const period = (months: number | null) =>
    months === null ? '—' : months % 12 === 0 ? `${months / 12} ans` : `${months} mois`;
  const lines = [
    '| catégorie | durée | à compter de | traitement | service | fondement |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rules.map(
      (r) =>
        `| ${r.label} | ${period(r.months)} | ${r.startsAt} | ${ACTION_LABELS[r.action]} | ${r.owner} | ${r.basis} |`,
    ),
  ];
  return lines.join('\n');
}
