import { NavLink } from 'react-router';
import { groupOfPath, visibleNav } from './admin-nav.ts';

type Props = {
  registeredPaths: ReadonlySet<string>;
  isAdmin: boolean;
  pathname: string;
  /** The unfolded group (the specification's `activeMenu`): null follows the screen, '' folds all. */
  activeMenu: string | null;
  setActiveMenu: (id: string | null) => void;
  onPicked: () => void;
  onSignOut: () => void;
};

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'app-nav__link is-active' : 'app-nav__link';

/**
 * The sidebar's groups, each folding under its title (a disclosure button), one open at a time:
 * the one the user unfolded (`activeMenu`), else the one holding the current screen.
 */
export function AdminSidebarNav(props: Props) {
  const current = groupOfPath(props.pathname);
  return (
    <nav>
      {visibleNav(props.registeredPaths, props.isAdmin).map((group) => {
        const expanded = (props.activeMenu ?? current) === group.id;
        const listId = `menu-group-${group.id}`;
        return (
          <div className="bo-nav-group" key={group.id}>
            <button
              type="button"
              className="bo-nav-group__toggle"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => props.setActiveMenu(expanded ? '' : group.id)}
            >
              {group.label}
              <span className="bo-nav-group__chevron" aria-hidden="true">
                ▾
              </span>
            </button>
            <ul className="app-nav" id={listId} hidden={!expanded}>
              {group.entries.map((entry) => (
                <li key={entry.path}>
                  <NavLink to={`/admin/${entry.path}`} className={linkClass} onClick={props.onPicked}>
                    {entry.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <ul className="app-nav">
        <li>
          <button type="button" className="app-nav__link" onClick={props.onSignOut}>
            Se déconnecter
          </button>
        </li>
      </ul>
    </nav>
  );
}
