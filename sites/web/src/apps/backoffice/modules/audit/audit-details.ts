import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@courtage/contracts/ops/audit-trail';

const MAX_TEXT = 160;

export function actionLabel(action: string): string {
  return AUDIT_ACTIONS[action as keyof typeof AUDIT_ACTIONS] ?? action;
}

export function entityLabel(entity: string): string {
  return AUDIT_ENTITIES[entity as keyof typeof AUDIT_ENTITIES] ?? entity;
}

/** A failed sign-in stands out; everything else is information. */
export function actionTone(action: string): 'danger' | 'warning' | 'info' | 'neutral' {
  if (action === 'sign-in-failed') return 'danger';
  if (action.startsWith('delete') || action.startsWith('disable') || action.startsWith('reveal'))
    return 'warning';
  if (action === 'export' || action === 'download') return 'info';
  return 'neutral';
}

function short(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

function clip(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

const EXPORT_KEYS = new Set(['list', 'filters', 'rows', 'complete', 'sort']);

/**
 * One line saying what changed: `role : sub-admin → admin` for the fields that differ, the
 * fields of `after` alone for a creation, of `before` alone for a deletion, the list, filters and
 * row count of an export. Cut at 160 characters (the CSV export has everything).
 */
export function describeChange(action: string, before: unknown, after: unknown): string {
  const b = before && typeof before === 'object' ? (before as Record<string, unknown>) : null;
  const a = after && typeof after === 'object' ? (after as Record<string, unknown>) : null;
  if (action === 'export' && a && Object.keys(a).every((key) => EXPORT_KEYS.has(key))) {
    const filters = Object.entries((a.filters as Record<string, unknown>) ?? {})
      .map(([key, value]) => `${key} = ${short(value)}`)
      .join(', ');
    const rows = Number(a.rows ?? 0);
    return clip(
      `${short(a.list)} · ${rows.toLocaleString('fr-FR')} ligne${rows > 1 ? 's' : ''}` +
        `${filters ? ` · filtres : ${filters}` : ' · sans filtre'}${a.complete === false ? ' · interrompu' : ''}`,
    );
  }
  if (b && a) {
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
      (key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]),
    );
    return clip(keys.map((key) => `${key} : ${short(b[key])} → ${short(a[key])}`).join(' ; ') || '—');
  }
  const only = a ?? b;
  if (only)
    return clip(
      Object.entries(only)
        .map(([key, value]) => `${key} : ${short(value)}`)
        .join(' ; '),
    );
  return short(after ?? before);
}
