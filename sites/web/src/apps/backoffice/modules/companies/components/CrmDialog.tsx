import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

type Props = {
  title: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  /** Wider dialogs for previews (CSV import) and long forms. */
  wide?: boolean;
};

/**
 * A modal dialog of the CRM screens (react-aria-components: focus trapped and restored,
 * Escape closes, the title names the dialog for screen readers).
 */
export function CrmDialog({ title, isOpen, onOpenChange, children, wide }: Props) {
  return (
    <ModalOverlay className="bo-modal-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={wide ? 'bo-modal bo-modal--wide' : 'bo-modal'}>
        <Dialog className="bo-dialog">
          <Heading slot="title" className="bo-dialog__title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
