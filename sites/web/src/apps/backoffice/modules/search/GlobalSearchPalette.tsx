import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Link } from 'react-router';
import { GlobalSearchBox } from './GlobalSearchBox.tsx';

type Props = { isOpen: boolean; onOpenChange: (open: boolean) => void };

/**
 * The command palette (Ctrl/⌘+K, '/', or the header's 'Rechercher'): a modal dialog holding the
 * global search. Escape or a click beside it closes it and gives the focus back; a hit opened
 * closes it too. Full screen below 768 px (the back-office's dialogs).
 */
export function GlobalSearchPalette({ isOpen, onOpenChange }: Props) {
  const [text, setText] = useState('');
  const close = () => onOpenChange(false);
  return (
    <ModalOverlay
      className="bo-modal-overlay bo-palette-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
    >
      <Modal className="bo-modal bo-palette">
        <Dialog className="bo-dialog bo-palette__dialog">
          <div className="bo-palette__head">
            <Heading slot="title" className="bo-dialog__title">
              Recherche
            </Heading>
            <button type="button" className="bo-button bo-button--ghost bo-button--small" onClick={close}>
              Fermer
            </button>
          </div>
          <GlobalSearchBox value={text} onChange={setText} onOpened={close} autoFocus variant="palette" />
          <p className="bo-palette__foot">
            <Link
              to={`/admin/recherche${text.trim() ? `?${new URLSearchParams({ q: text.trim() })}` : ''}`}
              onClick={close}
            >
              Ouvrir la page de recherche
            </Link>
            <span aria-hidden="true">
              <kbd>↑</kbd> <kbd>↓</kbd> choisir · <kbd>Entrée</kbd> ouvrir · <kbd>Échap</kbd> fermer
            </span>
          </p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
