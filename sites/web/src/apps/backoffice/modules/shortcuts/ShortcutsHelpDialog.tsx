import { CrmDialog } from '../companies/components/CrmDialog.tsx';
import { SHORTCUTS } from './shortcuts.ts';

type Props = { isOpen: boolean; onOpenChange: (open: boolean) => void };

/** '?': the keyboard shortcuts, in French (none fires while typing in a field). */
export function ShortcutsHelpDialog({ isOpen, onOpenChange }: Props) {
  return (
    <CrmDialog title="Raccourcis clavier" isOpen={isOpen} onOpenChange={onOpenChange}>
      <table className="bo-shortcuts">
        <caption className="bo-visually-hidden">Raccourcis clavier du back-office</caption>
        <thead>
          <tr>
            <th scope="col">Touches</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.id}>
              <td>
                {shortcut.keys.map((key, index) => (
                  <span key={key} className="bo-shortcuts__key">
                    {index > 0 ? 'ou ' : null}
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </td>
              <td>{shortcut.label}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="bo-page__lead">
        Les touches seules n’agissent pas pendant la saisie dans un champ ni quand une fenêtre est ouverte.
      </p>
      <div className="bo-dialog__actions">
        <button type="button" className="bo-button bo-button--primary" onClick={() => onOpenChange(false)}>
          Fermer
        </button>
      </div>
    </CrmDialog>
  );
}
