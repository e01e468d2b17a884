import {
  GLOBAL_SEARCH_KIND_LABELS,
  GLOBAL_SEARCH_MESSAGES,
  GLOBAL_SEARCH_MIN_LENGTH,
  type GlobalSearchHit,
  globalSearchEndpoint,
} from '@courtage/contracts/crm/global-search.rpc';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import {
  Autocomplete,
  Collection,
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  TextField,
} from 'react-aria-components';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { queryOptions } from '../../../../lib/gateway/endpoint-client.ts';
import { formatDateTimeFr } from '../../format/format-fr.ts';
import { searchableText, searchHitHref } from './search-hit-href.ts';

/** The text typed, searched once the typing pauses this long. */
const TYPING_PAUSE_MS = 150;

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

type Props = {
  /** The text in the field (controlled: the page keeps it in its URL). */
  value: string;
  onChange: (value: string) => void;
  /** After a hit is opened (the palette closes). */
  onOpened?: () => void;
  autoFocus?: boolean;
  /** 'palette' in the Ctrl/⌘+K dialog, 'page' on /admin/recherche. */
  variant: 'palette' | 'page';
};

/**
 * The global search's field and its grouped results (react-aria Autocomplete: the arrows move
 * through the results while the focus stays in the field, Enter opens the one shown active, a
 * click or tap opens any). One request per pause in the typing, the previous results kept
 * meanwhile; each group holds a kind's best 5.
 */
export function GlobalSearchBox({ value, onChange, onOpened, autoFocus, variant }: Props) {
  const navigate = useNavigate();
  const statusId = useId();
  const text = useDebounced(searchableText(value, GLOBAL_SEARCH_MIN_LENGTH), TYPING_PAUSE_MS);
  const typed = searchableText(value, GLOBAL_SEARCH_MIN_LENGTH);
  const search = useQuery({
    ...queryOptions(globalSearchEndpoint, { q: text }),
    enabled: text !== '',
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const groups = typed === '' ? [] : (search.data?.groups ?? []);
  const hits = new Map<string, GlobalSearchHit>(
    groups.flatMap((group) => group.hits.map((hit) => [`${hit.kind}:${hit.id}`, hit] as const)),
  );
  const count = hits.size;
  const open = (key: string) => {
    const hit = hits.get(key);
    if (!hit) return;
    onOpened?.();
    navigate(searchHitHref(hit));
  };
  const status =
    typed === ''
      ? GLOBAL_SEARCH_MESSAGES.tooShort
      : search.isError
        ? errorMessage(search.error)
        : search.isFetching || text !== typed
          ? GLOBAL_SEARCH_MESSAGES.searching
          : count === 0
            ? GLOBAL_SEARCH_MESSAGES.nothingFound
            : count === 1
              ? '1 résultat.'
              : `${count} résultats.`;
  return (
    <div className={`bo-search bo-search--${variant}`}>
      <Autocomplete inputValue={value} onInputChange={onChange}>
        <TextField className="bo-field bo-search__field" aria-describedby={statusId}>
          <Label className={variant === 'palette' ? 'bo-visually-hidden' : undefined}>
            Rechercher dans le CRM et les offres
          </Label>
          <Input
            className="bo-search__input"
            placeholder={GLOBAL_SEARCH_MESSAGES.placeholder}
            autoFocus={autoFocus}
            autoComplete="off"
            spellCheck={false}
          />
        </TextField>
        <p id={statusId} className="bo-search__status" role="status">
          {status}
        </p>
        <ListBox
          aria-label="Résultats de la recherche"
          className="bo-search__results"
          items={groups.map((group) => ({ ...group, id: group.kind }))}
          onAction={(key) => open(String(key))}
          renderEmptyState={() => null}
        >
          {(group) => (
            <ListBoxSection id={group.kind} className="bo-search__group">
              <Header className="bo-search__group-title">{GLOBAL_SEARCH_KIND_LABELS[group.kind]}</Header>
              <Collection items={group.hits.map((hit) => ({ ...hit, key: `${hit.kind}:${hit.id}` }))}>
                {(hit) => (
                  <ListBoxItem id={hit.key} textValue={hit.label} className="bo-search__hit">
                    <span className="bo-search__label">{hit.label}</span>
                    <span className="bo-search__detail">
                      {[hit.detail, hit.at ? `échéance ${formatDateTimeFr(hit.at)}` : '']
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </ListBoxItem>
                )}
              </Collection>
            </ListBoxSection>
          )}
        </ListBox>
      </Autocomplete>
    </div>
  );
}
