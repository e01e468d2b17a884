import { useAtom, useAtomValue } from 'jotai/react';
import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { apiAssetUrl } from '../../lib/auth/api-url.ts';
import { BRAND_NAME } from '../../lib/brand.ts';
import { sidebarState } from '../../states/otherActivity/sidebarState.ts';
import { userState } from '../../states/user/userState.ts';
import { isMobileWidth } from '../customer/is-mobile.ts';
import { ProfileMenu } from '../shell/ProfileMenu.tsx';
import { Spinner } from '../shell/Spinner.tsx';
import { useSignOut } from '../shell/use-sign-out.ts';
import { NotificationsPanel } from './NotificationsPanel.tsx';
import './backoffice.css';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'app-nav__link is-active' : 'app-nav__link';

/** The frame of every /admin/* screen: header, sidebar (Admin-only entries hidden from Sub-admins). */
export function AdminLayout() {
  const user = useAtomValue(userState);
  const [sidebar, setSidebar] = useAtom(sidebarState);
  const signOut = useSignOut();
  const isAdmin = user.role === 'admin';
  const open = !sidebar.isCollapsed;
  const picked = () => {
    if (isMobileWidth()) setSidebar({ isCollapsed: true, activeMenu: sidebar.activeMenu });
  };
  return (
    <div className="app-layout app-layout--admin bo">
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
        <ProfileMenu
          name={user.fullName || 'User'}
          image={apiAssetUrl(user.image)}
          extra={<NotificationsPanel />}
        >
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
          <nav>
            <ul className="app-nav">
              <li>
                <NavLink to="/admin/dashboard" className={linkClass} onClick={picked}>
                  Tableau de bord
                </NavLink>
              </li>
              <li>
                <NavLink to="/admin/insurance-plan" className={linkClass} onClick={picked}>
                  Plans d’assurance
                </NavLink>
              </li>
              {isAdmin ? (
                <>
                  <li>
                    <NavLink to="/admin/manage-admins" className={linkClass} onClick={picked}>
                      Gérer les administrateurs
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to="/admin/add-new-admin" className={linkClass} onClick={picked}>
                      Ajouter un administrateur
                    </NavLink>
                  </li>
                </>
              ) : null}
              <li>
                <NavLink to="/admin/profile" className={linkClass} onClick={picked}>
                  Mon profil
                </NavLink>
              </li>
              <li>
                <button type="button" className="app-nav__link" onClick={() => void signOut()}>
                  Se déconnecter
                </button>
              </li>
            </ul>
          </nav>
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
