import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { RowAction } from './types.ts';

/** A row's actions behind one button (arrow keys inside the menu, Escape closes it). */
export function RowActionsMenu({ actions, rowLabel }: { actions: readonly RowAction[]; rowLabel: string }) {
  if (actions.length === 0) return null;
  return (
    <MenuTrigger>
      <Button className="bo-button bo-button--ghost bo-button--small" aria-label={`Actions : ${rowLabel}`}>
        <span aria-hidden="true">⋯</span>
      </Button>
      <Popover className="bo-popover" placement="bottom end">
        <Menu
          className="bo-menu"
          aria-label={`Actions : ${rowLabel}`}
          onAction={(key) => actions.find((action) => action.id === key)?.onAction()}
          disabledKeys={actions.filter((action) => action.isDisabled).map((action) => action.id)}
        >
          {actions.map((action) => (
            <MenuItem key={action.id} id={action.id} className="bo-menu__item">
              {action.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
