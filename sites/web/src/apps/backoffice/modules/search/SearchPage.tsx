import { useSearchParams } from 'react-router';
import { GlobalSearchBox } from './GlobalSearchBox.tsx';

/**
 * /admin/recherche?q=: the global search on a page of its own (a link to share, more room on a
 * phone): the same field and grouped results as the Ctrl/⌘+K palette, the text kept in the URL.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const value = params.get('q') ?? '';
  const change = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === '') updated.delete('q');
        else updated.set('q', next);
        return updated;
      },
      { replace: true },
    );
  return (
    <section className="bo-page" aria-labelledby="recherche-titre">
      <h1 id="recherche-titre" className="bo-page__title">
        Recherche
      </h1>
      <p className="bo-page__lead">
        Entreprises, contacts, offres, devis, contrats et tâches, par nom, e-mail, téléphone ou SIREN, sans
        tenir compte des accents ni des majuscules ; les 5 meilleurs résultats de chaque type.
      </p>
      <div className="bo-card">
        <GlobalSearchBox value={value} onChange={change} autoFocus variant="page" />
      </div>
    </section>
  );
}
