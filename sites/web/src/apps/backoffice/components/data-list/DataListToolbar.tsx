import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { type ListState, toExportQuery, withFilter } from './list-url-state.ts';
import type { DataListFilter } from './types.ts';

type Props = {
  state: ListState;
  setState: (next: ListState) => void;
  filters: readonly DataListFilter[];
  searchLabel?: string;
  exportCsv?: (query: URLSearchParams) => Promise<void>;
};

/** Typing waits this long before the list asks the API (one request per pause, not per key). */
const SEARCH_DELAY_MS = 350;

function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  // The parent's callback changes on each of its renders; the pause must not restart then.
  const latest = useRef(onChange);
  latest.current = onChange;
  // What this box last sent: the URL coming back with it must not undo keys typed meanwhile.
  const sent = useRef(value);
  const send = useCallback((next: string) => {
    sent.current = next.trim();
    latest.current(next);
  }, []);
  // Back/forward in history changes the URL: show what it says.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => send(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, send]);
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') send(text);
        }}
      />
    </div>
  );
}

function ExportButton({
  state,
  exportCsv,
}: {
  state: ListState;
  exportCsv: (q: URLSearchParams) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="bo-button bo-button--secondary"
      disabled={busy}
      aria-busy={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await exportCsv(toExportQuery(state));
        } catch (error) {
          toast.error(errorMessage(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? 'Export en cours…' : 'Exporter en CSV'}
    </button>
  );
}

/** Free text, filters and the CSV export above a list; every change shows page 1. */
export function DataListToolbar({ state, setState, filters, searchLabel, exportCsv }: Props) {
  const baseId = useId();
  const set = (name: string, value: string) => setState(withFilter(state, name, value));
  return (
    <div className="bo-toolbar">
      {searchLabel ? (
        <SearchBox label={searchLabel} value={state.filters.q ?? ''} onChange={(v) => set('q', v)} />
      ) : null}
      {filters.map((filter) => {
        if (filter.kind === 'select') {
          const id = `${baseId}-${filter.name}`;
          return (
            <div className="bo-field" key={filter.name}>
              <label htmlFor={id}>{filter.label}</label>
              <select
                id={id}
                value={state.filters[filter.name] ?? ''}
                onChange={(e) => set(filter.name, e.target.value)}
              >
                <option value="">{filter.allLabel ?? 'Tous'}</option>
                {filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          );
        }
        const fromName = filter.fromName ?? 'from';
        const toName = filter.toName ?? 'to';
        return (
          <fieldset className="bo-period" key={`${fromName}-${toName}`}>
            <legend>{filter.label ?? 'Période'}</legend>
            <div className="bo-field">
              <label htmlFor={`${baseId}-${fromName}`}>Du</label>
              <input
                id={`${baseId}-${fromName}`}
                type="date"
                value={state.filters[fromName] ?? ''}
                max={state.filters[toName]}
                onChange={(e) => set(fromName, e.target.value)}
              />
            </div>
            <div className="bo-field">
              <label htmlFor={`${baseId}-${toName}`}>Au</label>
              <input
                id={`${baseId}-${toName}`}
                type="date"
                value={state.filters[toName] ?? ''}
                min={state.filters[fromName]}
                onChange={(e) => set(toName, e.target.value)}
              />
            </div>
          </fieldset>
        );
      })}
      {exportCsv ? <ExportButton state={state} exportCsv={exportCsv} /> : null}
    </div>
  );
}
