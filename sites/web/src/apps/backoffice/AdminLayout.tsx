import { useAtom, useAtomValue } from 'jotai/react';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { apiAssetUrl } from '../../lib/auth/api-url.ts';
import { BRAND_NAME } from '../../lib/brand.ts';
import { sidebarState } from '../../states/otherActivity/sidebarState.ts';
import { userState } from '../../states/user/userState.ts';
import { MOBILE_BREAKPOINT_PX } from '../customer/is-mobile.ts';
import { ProfileMenu } from '../shell/ProfileMenu.tsx';
import { Spinner } from '../shell/Spinner.tsx';
import { useSignOut } from '../shell/use-sign-out.ts';
import { AdminSidebarNav } from './AdminSidebarNav.tsx';
import { NotificationCenter } from './modules/notifications/NotificationCenter.tsx';
import { GlobalSearchPalette } from './modules/search/GlobalSearchPalette.tsx';
import { ShortcutsHelpDialog } from './modules/shortcuts/ShortcutsHelpDialog.tsx';
import { useBackofficeShortcuts } from './modules/shortcuts/use-backoffice-shortcuts.ts';
import './backoffice.css';

const PHONE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribeToPhoneWidth(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True below 768 px, following the window as it is resized or turned. */
function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    subscribeToPhoneWidth,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

/**
 * The frame of every /admin/* screen: header, sidebar (grouped, Admin-only entries hidden from
 * Sub-admins). From 768 px 'Menu' folds the sidebar beside the page (`isCollapsed` and
 * `activeMenu` are the specification's sidebar state); below it the menu is a drawer over the
 * page, closed until asked for, closed again by a link, Escape or a tap beside it.
 */
export function AdminLayout({ registeredPaths }: { registeredPaths: ReadonlySet<string> }) {
  const user = useAtomValue(userState);
  const [sidebar, setSidebar] = useAtom(sidebarState);
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const phone = usePhoneWidth();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  useBackofficeShortcuts({
    openSearch: () => {
      setDrawerOpen(false);
      setSearchOpen(true);
    },
    openHelp: () => setHelpOpen(true),
  });
  const open = phone ? drawerOpen : !sidebar.isCollapsed;
  useEffect(() => {
    if (!(phone && drawerOpen)) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [phone, drawerOpen]);
  const toggle = () =>
    phone ? setDrawerOpen(!drawerOpen) : setSidebar({ isCollapsed: open, activeMenu: sidebar.activeMenu });
  // After a link is chosen the open group follows the screen; the drawer closes.
  const picked = () => {
    setDrawerOpen(false);
    setSidebar({ isCollapsed: sidebar.isCollapsed, activeMenu: null });
  };
  return (
    <div className={phone ? 'app-layout app-layout--admin bo bo--phone' : 'app-layout app-layout--admin bo'}>
      <a href="#contenu" className="bo-skip-link">
        Aller au contenu
      </a>
      <header className="app-header">
        <button
          type="button"
          className="app-header__menu"
          aria-expanded={open}
          aria-controls="menu-admin"
          onClick={toggle}
        >
          Menu
        </button>
        <Link to="/admin/dashboard" className="brand app-header__brand">
          {BRAND_NAME} · Administration
        </Link>
        <button
          type="button"
          className="bo-button bo-button--ghost app-header__search"
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K"
          onClick={() => setSearchOpen(true)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="app-header__search-label">Rechercher</span>
          <span className="app-header__search-keys" aria-hidden="true">
            <kbd>Ctrl K</kbd>
          </span>
        </button>
        <NotificationCenter />
        <ProfileMenu name={user.fullName || 'User'} image={apiAssetUrl(user.image)}>
          <Link to="/admin/profile" className="app-dropdown__item">
            Mon profil
          </Link>
        </ProfileMenu>
      </header>
      <div className="app-layout__body">
        {phone && drawerOpen ? (
          // A tap beside the drawer closes it (Escape and the Menu button do the same by keyboard).
          <div className="bo-drawer-backdrop" aria-hidden="true" onClick={() => setDrawerOpen(false)} />
        ) : null}
        <aside
          className={open ? 'app-sidebar app-sidebar--admin is-open' : 'app-sidebar app-sidebar--admin'}
          id="menu-admin"
          aria-label="Menu d’administration"
        >
          <AdminSidebarNav
            registeredPaths={registeredPaths}
            isAdmin={user.role === 'admin'}
            pathname={pathname}
            activeMenu={sidebar.activeMenu}
            setActiveMenu={(activeMenu) => setSidebar({ isCollapsed: sidebar.isCollapsed, activeMenu })}
            onPicked={picked}
            onSignOut={() => void signOut()}
          />
        </aside>
        <main className="app-main" id="contenu" tabIndex={-1}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <GlobalSearchPalette isOpen={searchOpen} onOpenChange={setSearchOpen} />
      <ShortcutsHelpDialog isOpen={helpOpen} onOpenChange={setHelpOpen} />
    </div>
  );
}
