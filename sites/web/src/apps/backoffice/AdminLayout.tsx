import { useAtom, useAtomValue } from 'jotai/react';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { apiAssetUrl } from '../../lib/auth/api-url.ts';
import { BRAND_NAME } from '../../lib/brand.ts';
import { sidebarState } from '../../states/otherActivity/sidebarState.ts';
import { userState } from '../../states/user/userState.ts';
import { isMobileWidth } from '../customer/is-mobile.ts';
import { ProfileMenu } from '../shell/ProfileMenu.tsx';
import { Spinner } from '../shell/Spinner.tsx';
import { useSignOut } from '../shell/use-sign-out.ts';
import { AdminSidebarNav } from './AdminSidebarNav.tsx';
import { NotificationCenter } from './modules/notifications/NotificationCenter.tsx';
import './backoffice.css';

/**
 * The frame of every /admin/* screen: header, sidebar (grouped, Admin-only entries hidden from
 * Sub-admins). 'Menu' folds the sidebar at any width (a drawer below 768 px, more room for
 * tables above); `isCollapsed` and `activeMenu` are the specification's sidebar state.
 */
export function AdminLayout({ registeredPaths }: { registeredPaths: ReadonlySet<string> }) {
  const user = useAtomValue(userState);
  const [sidebar, setSidebar] = useAtom(sidebarState);
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const open = !sidebar.isCollapsed;
  // After a link is chosen the open group follows the screen; below 768 px the drawer closes.
  const picked = () => setSidebar({ isCollapsed: isMobileWidth() || sidebar.isCollapsed, activeMenu: null });
  return (
    <div className="app-layout app-layout--admin bo">
      <a href="#contenu" className="bo-skip-link">
        Aller au contenu
      </a>
      <header className="app-header">
        <button
          type="button"
          className="app-header__menu"
          aria-expanded={open}
          aria-controls="menu-admin"
          onClick={() => setSidebar({ isCollapsed: open, activeMenu: sidebar.activeMenu })}
        >
          Menu
        </button>
        <Link to="/admin/dashboard" className="brand app-header__brand">
          {BRAND_NAME} · Administration
        </Link>
        <NotificationCenter />
        <ProfileMenu name={user.fullName || 'User'} image={apiAssetUrl(user.image)}>
          <Link to="/admin/profile" className="app-dropdown__item">
            Mon profil
          </Link>
        </ProfileMenu>
      </header>
      <div className="app-layout__body">
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
    </div>
  );
}
