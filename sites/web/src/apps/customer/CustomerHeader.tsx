import { useAtomValue } from 'jotai/react';
import { Link } from 'react-router';
import { apiAssetUrl } from '../../lib/auth/api-url.ts';
import { BRAND_NAME } from '../../lib/brand.ts';
import { userState } from '../../states/user/userState.ts';
import { ProfileMenu } from '../shell/ProfileMenu.tsx';

type Props = { menuOpen: boolean; onToggleMenu: () => void };

/** Logo linking to /, the menu button (mobile) and the profile dropdown. */
export function CustomerHeader({ menuOpen, onToggleMenu }: Props) {
  const user = useAtomValue(userState);
  return (
    <header className="app-header">
      <button
        type="button"
        className="app-header__menu"
        aria-expanded={menuOpen}
        aria-controls="menu-client"
        onClick={onToggleMenu}
      >
        Menu
      </button>
      <a href="/" className="brand app-header__brand">
        {BRAND_NAME}
      </a>
      <ProfileMenu name={user.fullName || 'User'} image={apiAssetUrl(user.image)}>
        <Link to="/profile" className="app-dropdown__item">
          Mon profil
        </Link>
      </ProfileMenu>
    </header>
  );
}
