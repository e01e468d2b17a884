/** Shown for a path inside an app area that no screen answers. */
export function NotFoundScreen() {
  return (
    <section className="app-card" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page introuvable</h1>
      <p>Cette page n’existe pas ou a été déplacée.</p>
      <p>
        <a href="/">Revenir à l’accueil</a>
      </p>
    </section>
  );
}
