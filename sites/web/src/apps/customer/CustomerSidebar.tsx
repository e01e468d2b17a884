import { useAtom, useAtomValue, useSetAtom } from 'jotai/react';
import { NavLink } from 'react-router';
import { apiAssetUrl } from '../../lib/auth/api-url.ts';
import { activeFormPageState } from '../../states/appState/activeFormPageState.ts';
import { sidebarState } from '../../states/otherActivity/sidebarState.ts';
import { userState } from '../../states/user/userState.ts';
import { DEFAULT_AVATAR } from '../shell/default-avatar.ts';
import { useSignOut } from '../shell/use-sign-out.ts';
import { isMobileWidth } from './is-mobile.ts';

type Props = { open: boolean; onNavigate: () => void };

/** 'Mon offre', 'Poser une question', 'Accueil du site', 'Profil' (> 'Modifier mon profil', 'Mot de Passe'), the user and sign-out. */
export function CustomerSidebar({ open, onNavigate }: Props) {
  const user = useAtomValue(userState);
  const setActiveFormPage = useSetAtom(activeFormPageState);
  const [sidebar, setSidebar] = useAtom(sidebarState);
  const signOut = useSignOut();
  const profileOpen = sidebar.activeMenu === 'profil';
  const picked = () => {
    if (isMobileWidth()) onNavigate();
  };
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'app-nav__link is-active' : 'app-nav__link';

  return (
    <aside
      className={open ? 'app-sidebar is-open' : 'app-sidebar'}
      id="menu-client"
      aria-label="Menu de mon espace"
    >
      <div className="app-sidebar__user">
        <img
          src={apiAssetUrl(user.image) || DEFAULT_AVATAR}
          alt=""
          width={56}
          height={56}
          className="app-avatar"
        />
        <p className="app-sidebar__name">{user.fullName}</p>
        <p className="app-sidebar__email">{user.email}</p>
      </div>
      <nav>
        <ul className="app-nav">
          <li>
            <NavLink to="/dashboard" end className={linkClass} onClick={picked}>
              Mon offre
            </NavLink>
          </li>
          <li>
            <NavLink to="/dashboard/questions" className={linkClass} onClick={picked}>
              Poser une question
            </NavLink>
          </li>
          <li>
            <NavLink to="/dashboard/donnees" className={linkClass} onClick={picked}>
              Mes données
            </NavLink>
          </li>
          <li>
            <a
              href="/"
              className="app-nav__link"
              onClick={() => {
                setActiveFormPage(1);
                picked();
              }}
            >
              Accueil du site
            </a>
          </li>
          <li>
            <button
              type="button"
              className="app-nav__link app-nav__toggle"
              aria-expanded={profileOpen}
              aria-controls="sous-menu-profil"
              onClick={() =>
                setSidebar({ isCollapsed: sidebar.isCollapsed, activeMenu: profileOpen ? null : 'profil' })
              }
            >
              Profil
            </button>
            <ul id="sous-menu-profil" className="app-nav__sub" hidden={!profileOpen}>
              <li>
                <NavLink to="/profile" className={linkClass} onClick={picked}>
                  Modifier mon profil
                </NavLink>
              </li>
              <li>
                <NavLink to="/reset-password" className={linkClass} onClick={picked}>
                  Mot de Passe
                </NavLink>
              </li>
            </ul>
          </li>
          <li>
            <button type="button" className="app-nav__link" onClick={() => void signOut()}>
              Se déconnecter
            </button>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
