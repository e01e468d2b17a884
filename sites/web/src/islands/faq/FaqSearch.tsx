import { useId, useState } from 'react';
import { useQuestionSearch } from '../chatbot/search-questions.ts';

/** A FAQ entry as the search knows it: the id of its `<details>` on the page. */
export type FaqSearchEntry = { id: string; category: string; question: string; answer: string };

const searchable = (entry: FaqSearchEntry) => entry;

/** Opens the answer on the page, brings it into view and gives its question the focus. */
function reveal(id: string) {
  const details = document.getElementById(id);
  if (!(details instanceof HTMLDetailsElement)) return;
  details.open = true;
  details.scrollIntoView({ block: 'start' });
  details.querySelector('summary')?.focus();
}

/**
 * The FAQ's search box: French search (stems, accents, one typo) over questions and answers,
 * loaded on the first keystroke; each result opens its answer in the list below.
 */
export default function FaqSearch({ entries }: { entries: FaqSearchEntry[] }) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const { results, loading, failed } = useQuestionSearch(entries, searchable, query);
  const typed = query.trim().length > 1;

  return (
    <search className="faq-search">
      <label htmlFor={inputId}>Rechercher dans la FAQ</label>
      <input
        id={inputId}
        type="search"
        value={query}
        placeholder="Par exemple : résiliation, lunettes, mot de passe"
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
      />
      <div aria-live="polite" className="faq-search__results">
        {typed &&
          (loading ? (
            <p>Recherche en cours…</p>
          ) : failed ? (
            <p>
              La recherche n’a pas pu se charger : vérifiez votre connexion, ou parcourez les questions
              ci-dessous.
            </p>
          ) : results.length === 0 ? (
            <p>
              Aucune question ne correspond à « {query.trim()} ». Essayez un autre mot, ou contactez-nous.
            </p>
          ) : (
            <>
              <p>
                {results.length === 1 ? '1 question correspond' : `${results.length} questions correspondent`}{' '}
                à votre recherche :
              </p>
              <ul>
                {results.map((entry) => (
                  <li key={entry.id}>
                    <a
                      href={`#${entry.id}`}
                      onClick={(event) => {
                        event.preventDefault();
                        history.replaceState(null, '', `#${entry.id}`);
                        reveal(entry.id);
                      }}
                    >
                      {entry.question}
                    </a>{' '}
                    <span className="faq-search__category">({entry.category})</span>
                  </li>
                ))}
              </ul>
            </>
          ))}
      </div>
    </search>
  );
}
