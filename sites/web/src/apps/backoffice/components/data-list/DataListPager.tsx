import { useId } from 'react';
import {
  LIST_PAGE_SIZES,
  type ListPageSize,
  type ListState,
  nextPage,
  pageNumber,
  previousPage,
  withLimit,
} from './list-url-state.ts';

type Props = {
  state: ListState;
  setState: (next: ListState) => void;
  total: number | undefined;
  /** `total` is a lower bound (a search matched more rows than the service counts). */
  totalCapped?: boolean;
  nextCursor: string | null | undefined;
  busy: boolean;
  /** Asks the API again (rows others changed meanwhile). */
  onRefresh: () => void;
};

/** Page size, 'Précédent' (back along the cursor trail), 'Suivant' (the API's next cursor). */
export function DataListPager({ state, setState, total, totalCapped, nextCursor, busy, onRefresh }: Props) {
  const id = useId();
  const page = pageNumber(state);
  const pages = total === undefined || totalCapped ? undefined : Math.max(1, Math.ceil(total / state.limit));
  return (
    <nav className="bo-pager" aria-label="Pagination">
      <div className="bo-field bo-field--inline">
        <label htmlFor={id}>Lignes par page</label>
        <select
          id={id}
          value={state.limit}
          onChange={(e) => setState(withLimit(state, Number(e.target.value) as ListPageSize))}
        >
          {LIST_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p className="bo-pager__status" aria-live="polite">
        {total === undefined
          ? `Page ${page}`
          : totalCapped
            ? `Page ${page} · plus de ${total.toLocaleString('fr-FR')} résultats`
            : `Page ${page}${pages ? ` sur ${pages}` : ''} · ${total.toLocaleString('fr-FR')} résultat${total > 1 ? 's' : ''}`}
      </p>
      <div className="bo-pager__buttons">
        <button type="button" className="bo-button" disabled={busy} onClick={onRefresh}>
          Actualiser
        </button>
        <button
          type="button"
          className="bo-button bo-button--secondary"
          disabled={page === 1 || busy}
          onClick={() => setState(previousPage(state))}
        >
          Précédent
        </button>
        <button
          type="button"
          className="bo-button bo-button--secondary"
          disabled={!nextCursor || busy}
          onClick={() => nextCursor && setState(nextPage(state, nextCursor))}
        >
          Suivant
        </button>
      </div>
    </nav>
  );
}
