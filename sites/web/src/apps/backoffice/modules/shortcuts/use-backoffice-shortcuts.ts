import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { isTypingTarget, type ShortcutId, shortcutOf } from './shortcuts.ts';

/** Moves the focus to the next or previous row of the page's list that holds a link (Enter opens it). */
function focusRow(step: 1 | -1): boolean {
  const rows = [...document.querySelectorAll<HTMLTableRowElement>('#contenu .bo-table tbody tr')].filter(
    (row) => row.querySelector('a[href]'),
  );
  if (rows.length === 0) return false;
  const current = rows.findIndex((row) => row.contains(document.activeElement));
  const next =
    current === -1
      ? step === 1
        ? 0
        : rows.length - 1
      : Math.min(rows.length - 1, Math.max(0, current + step));
  const link = rows[next]?.querySelector<HTMLAnchorElement>('a[href]');
  link?.focus();
  link?.scrollIntoView({ block: 'nearest' });
  return Boolean(link);
}

/**
 * Logs a call: 'Journaliser un appel' of a company's or contact's activity (pressed: its dialog
 * opens), or the call-back follow-up's field of an offer's page ('Nouveau suivi', focused).
 */
function logCall(): boolean {
  const target = document.querySelector<HTMLElement>('#contenu [data-shortcut="log-call"]');
  if (!target) return false;
  target.scrollIntoView({ block: 'center' });
  // Focused first, as a click would: the dialog gives the focus back to it when it closes.
  target.focus();
  if (target instanceof HTMLButtonElement) target.click();
  return true;
}

/**
 * True while a dialog is on screen. Laid out ones only: the page always holds the chunk-error
 * alert dialog (ResilienceBody.astro), hidden until a chunk fails to load.
 */
function dialogShown(): boolean {
  return [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')].some(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * The back-office's shortcuts on the whole document (shortcuts.ts). The single keys stay quiet
 * while a dialog is open: its own keys (Escape, Tab, arrows) are the dialog's.
 */
export function useBackofficeShortcuts(actions: { openSearch: () => void; openHelp: () => void }): void {
  const navigate = useNavigate();
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.repeat) return;
      const id: ShortcutId | null = shortcutOf(event, isTypingTarget(document.activeElement));
      if (id === null) return;
      if (dialogShown()) return;
      let handled = true;
      if (id === 'search') latest.current.openSearch();
      else if (id === 'help') latest.current.openHelp();
      else if (id === 'newTask') navigate('/admin/task?nouvelle=1');
      else if (id === 'nextRow') handled = focusRow(1);
      else if (id === 'previousRow') handled = focusRow(-1);
      else if (id === 'logCall') handled = logCall();
      if (handled) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate]);
}
