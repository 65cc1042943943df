/**
 * The shared dialogs of spec 01 §2: a confirmation with Cancelar and a
 * confirm button, its default texts ('Cancelar acção' / 'Tem a certeza que
 * quer sair?'), and the unsaved-changes dialog shown when a dirty form is
 * cancelled ('Tem a certeza que quer sair' / 'Vai perder toda a informação
 * que modificou').
 */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

export const CONFIRM_DEFAULT_TITLE = 'Cancelar acção';
export const CONFIRM_DEFAULT_TEXT = 'Tem a certeza que quer sair?';
export const UNSAVED_TITLE = 'Tem a certeza que quer sair';
export const UNSAVED_TEXT = 'Vai perder toda a informação que modificou';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  text?: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Tells one confirmation from another in tests (the logout's, a deletion's). */
  testId?: string;
}

export function ConfirmDialog({
  open,
  title = CONFIRM_DEFAULT_TITLE,
  text = CONFIRM_DEFAULT_TEXT,
  confirmLabel = 'Confirmar',
  onConfirm,
  onCancel,
  testId = 'confirm-dialog',
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onCancel()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{text}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" minH="11" onClick={onCancel}>
                Cancelar
              </Button>
              <Button colorPalette="red" minH="11" onClick={onConfirm} data-testid="confirm-dialog-confirm">
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Asked when a dirty form is cancelled: Confirmar leaves it, Cancelar stays. */
export function UnsavedChangesDialog(props: Omit<ConfirmDialogProps, 'title' | 'text' | 'confirmLabel'>) {
  return <ConfirmDialog {...props} title={UNSAVED_TITLE} text={UNSAVED_TEXT} />;
}
