import { useEffect, useState } from 'react';
import type { QuestionIndex, SearchableQuestion } from '../../lib/search/french-search.ts';

/**
 * A French search over questions, loaded the first time the visitor types (MiniSearch and the
 * French stemmer stay out of the page's first bundle). Returns the matching items, best first;
 * `loading` while the search code is on its way, `failed` when it could not load.
 */
export function useQuestionSearch<T>(
  items: readonly T[],
  toSearchable: (item: T) => SearchableQuestion,
  query: string,
): { results: T[]; loading: boolean; failed: boolean } {
  const wanted = query.trim().length > 1;
  const [index, setIndex] = useState<{ items: readonly T[]; index: QuestionIndex } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!wanted || (index && index.items === items)) return;
    let live = true;
    import('../../lib/search/french-search.ts').then(
      ({ createQuestionIndex }) => {
        if (live) setIndex({ items, index: createQuestionIndex(items.map(toSearchable)) });
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, items, index, toSearchable]);

  if (!wanted) return { results: [], loading: false, failed: false };
  if (!index || index.items !== items) return { results: [], loading: !failed, failed };
  const byId = new Map(items.map((item) => [toSearchable(item).id, item]));
  const results = index.index
    .search(query)
    .map((id) => byId.get(id))
    .filter((item): item is T => item !== undefined);
  return { results, loading: false, failed: false };
}
