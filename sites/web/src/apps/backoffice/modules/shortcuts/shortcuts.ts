/**
 * The back-office's keyboard shortcuts, listed in the help dialog ('?').
 * Single keys never fire while the focus is in a field (typing 'j' in a search box types 'j'),
 * nor with Ctrl, ⌘ or Alt held, nor while a dialog is open; Ctrl/⌘+K opens the search anywhere.
 */
export type ShortcutId = 'search' | 'help' | 'newTask' | 'nextRow' | 'previousRow' | 'logCall';

export type Shortcut = { id: ShortcutId; keys: readonly string[]; label: string };

export const SHORTCUTS: readonly Shortcut[] = [
  { id: 'search', keys: ['Ctrl + K', '⌘ + K', '/'], label: 'Ouvrir la recherche' },
  { id: 'newTask', keys: ['N'], label: 'Nouvelle tâche' },
  { id: 'nextRow', keys: ['J'], label: 'Ligne suivante d’une liste (Entrée l’ouvre)' },
  { id: 'previousRow', keys: ['K'], label: 'Ligne précédente d’une liste' },
  {
    id: 'logCall',
    keys: ['A'],
    label:
      'Journaliser un appel (fiche d’une entreprise ou d’un contact ; d’une offre : son suivi du rappel)',
  },
  { id: 'help', keys: ['?'], label: 'Afficher cette aide' },
];

const SINGLE_KEYS: Readonly<Record<string, ShortcutId>> = {
  '/': 'search',
  '?': 'help',
  n: 'newTask',
  j: 'nextRow',
  k: 'previousRow',
  a: 'logCall',
};

type KeyPress = { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean };

/** The shortcut a key press means, or null; `typing`: the focus is in a field. */
export function shortcutOf(press: KeyPress, typing: boolean): ShortcutId | null {
  if ((press.ctrlKey || press.metaKey) && !press.altKey && press.key.toLowerCase() === 'k') return 'search';
  if (typing || press.ctrlKey || press.metaKey || press.altKey) return null;
  return SINGLE_KEYS[press.key] ?? null;
}

const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'tel',
  'url',
  'password',
  'number',
  'date',
  'datetime-local',
  'time',
  'month',
  'week',
]);

type FocusTarget = {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
  getAttribute?: (name: string) => string | null;
};

/** True when a key typed at `target` writes into it (a field, an editable area, a combo box). */
export function isTypingTarget(target: FocusTarget | null): boolean {
  if (!target?.tagName) return false;
  const tag = target.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select' || target.isContentEditable) return true;
  if (tag === 'input') return TEXT_INPUT_TYPES.has((target.type ?? 'text').toLowerCase());
  const role = target.getAttribute?.('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox' || role === 'spinbutton';
}
