import type { ReactNode } from 'react';
import { BRAND_NAME } from '../../lib/brand.ts';

/** The frame of the sign-in, code and password pages. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="app-auth" id="contenu">
      <a href="/" className="brand app-auth__brand">
        {BRAND_NAME}
      </a>
      <section className="app-card app-auth__card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {children}
      </section>
    </main>
  );
}
