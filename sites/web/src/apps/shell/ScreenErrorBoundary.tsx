import { Component, type ReactNode } from 'react';

type State = { failed: boolean };

/**
 * Catches a screen that failed to load or render (typically a chunk-load error after a new
 * deployment) and offers to reload instead of leaving a blank page.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.error('screen failed to load', error);
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="app-card" role="alert">
        <h1>Cette page n’a pas pu s’afficher</h1>
        <p>Une nouvelle version du site vient peut-être d’être publiée, ou la connexion a été interrompue.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Recharger la page
        </button>
      </section>
    );
  }
}
