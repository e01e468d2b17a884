import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../shell/Spinner.tsx';
import { CustomerHeader } from './CustomerHeader.tsx';
import { CustomerSidebar } from './CustomerSidebar.tsx';

/** Header, sidebar (a drawer below 768 px) and the current customer screen. */
export function CustomerLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="app-layout">
      <CustomerHeader menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <div className="app-layout__body">
        <CustomerSidebar open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <main className="app-main" id="contenu" tabIndex={-1}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
