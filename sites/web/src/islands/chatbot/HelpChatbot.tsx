import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ChatbotData, ChatbotQuestion } from '../../lib/cms/chatbot-data.ts';
import { useQuestionSearch } from './search-questions.ts';
import { useFocusTrap } from './use-focus-trap.ts';

const searchable = (q: ChatbotQuestion) => ({
  id: q.id,
  question: q.question,
  answer: q.paragraphs.join(' '),
});

type View =
  | { kind: 'home' }
  | { kind: 'category'; slug: string }
  | { kind: 'answer'; question: ChatbotQuestion; back: View };

/**
 * Help chatbot: a floating button opens a modal dialog offering the FAQ categories and questions
 * of the CMS (those flagged for the chatbot), a search over the questions, and a way out to the
 * contact form, phone and e-mail. Keyboard: Tab stays inside, Escape closes and gives the focus
 * back to the button; answers are announced through a live region.
 */
export default function HelpChatbot({ data }: { data: ChatbotData }) {
  const [isOpen, setIsOpen] = useState(false);
  const [view, setView] = useState<View>({ kind: 'home' });
  const [query, setQuery] = useState('');
  const dialogRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const searchId = useId();

  const close = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
  }, []);
  useFocusTrap(dialogRef, isOpen, close);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the heading of each new view takes the focus
  useEffect(() => {
    if (isOpen) headingRef.current?.focus();
  }, [isOpen, view]);

  // Following the contact link (same page: only the hash changes) closes the dialog.
  useEffect(() => {
    const onHashChange = () => setIsOpen(false);
    addEventListener('hashchange', onHashChange);
    return () => removeEventListener('hashchange', onHashChange);
  }, []);

  const questions = useMemo(() => data.categories.flatMap((c) => c.questions), [data.categories]);
  const { results, loading, failed } = useQuestionSearch(questions, searchable, query);
  const category = view.kind === 'category' ? data.categories.find((c) => c.slug === view.slug) : undefined;
  const open = (question: ChatbotQuestion) => setView({ kind: 'answer', question, back: view });

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="chatbot-toggle"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => (isOpen ? close() : setIsOpen(true))}
      >
        Besoin d’aide&nbsp;?
      </button>
      {isOpen && (
        <div ref={dialogRef} className="chatbot" role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <div className="chatbot__header">
            <h2 id={titleId} className="chatbot__title">
              Aide
            </h2>
            <button type="button" className="chatbot__close" onClick={close} aria-label="Fermer l’aide">
              ×
            </button>
          </div>
          <div className="chatbot__body">
            <label htmlFor={searchId}>Rechercher une question</label>
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
            />
            <div aria-live="polite">
              {query.trim().length > 1 && (
                <section aria-label="Résultats de la recherche">
                  {loading ? (
                    <p>Recherche en cours…</p>
                  ) : failed ? (
                    <p>
                      La recherche n’a pas pu se charger : vérifiez votre connexion, ou parcourez les thèmes.
                    </p>
                  ) : results.length === 0 ? (
                    <p>Aucune question ne correspond à votre recherche.</p>
                  ) : (
                    <ul className="chatbot__list">
                      {results.map((question) => (
                        <li key={question.id}>
                          <button type="button" className="chatbot__choice" onClick={() => open(question)}>
                            {question.question}
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              )}
            </div>
            {view.kind === 'home' && (
              <>
                <h3 ref={headingRef} tabIndex={-1}>
                  {data.greeting}
                </h3>
                <ul className="chatbot__list">
                  {data.categories.map((c) => (
                    <li key={c.slug}>
                      <button
                        type="button"
                        className="chatbot__choice"
                        onClick={() => setView({ kind: 'category', slug: c.slug })}
                      >
                        {c.name}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {view.kind === 'category' && category && (
              <>
                <h3 ref={headingRef} tabIndex={-1}>
                  {category.name}
                </h3>
                <ul className="chatbot__list">
                  {category.questions.map((question) => (
                    <li key={question.id}>
                      <button type="button" className="chatbot__choice" onClick={() => open(question)}>
                        {question.question}
                      </button>
                    </li>
                  ))}
                </ul>
                <button type="button" className="chatbot__back" onClick={() => setView({ kind: 'home' })}>
                  Tous les thèmes
                </button>
              </>
            )}
            {view.kind === 'answer' && (
              <section className="chatbot__answer">
                <h3 ref={headingRef} tabIndex={-1}>
                  {view.question.question}
                </h3>
                {view.question.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                <button type="button" className="chatbot__back" onClick={() => setView(view.back)}>
                  Retour
                </button>
              </section>
            )}
            <div className="chatbot__escalation">
              <p>{data.escalationText}</p>
              <ul>
                <li>
                  <a href="/#contact">Écrire au service client</a>
                </li>
                <li>
                  <a href={`tel:${data.phone.replace(/\s/g, '')}`}>Appeler le {data.phone}</a>
                </li>
                <li>
                  <a href={`mailto:${data.email}`}>{data.email}</a>
                </li>
              </ul>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
