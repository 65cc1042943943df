/**
 * The one modal form of the app (costs, financing companies, vehicle files, the vehicle's
 * supplier): a title, the fields, and 'Cancelar' / 'Guardar'. Closing by Esc or the backdrop
 * is 'Cancelar'; the screen decides when 'Guardar' is disabled (the spec's 1 s lock included).
 */
import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

export interface ModalFormProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** 'Guardar' cannot be pressed (nothing to save yet, or just pressed). */
  saveDisabled: boolean;
  /** `{testId}-modal` on the dialog and `{testId}-save` on its save button. */
  testId: string;
  size?: Dialog.RootProps['size'];
  /** The save button's text ('Guardar' unless the spec names another, e.g. 'Gravar'). */
  saveLabel?: string;
  children: ReactNode;
}

export function ModalForm(props: ModalFormProps) {
  const {
    open,
    onClose,
    title,
    onSubmit,
    saveDisabled,
    testId,
    size,
    saveLabel = 'Guardar',
    children,
  } = props;
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={size}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={`${testId}-modal`}>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" minH="11" onClick={onClose}>
                  Cancelar
                </Button>
                <Button
                  type="submit"
                  colorPalette="red"
                  minH="11"
                  disabled={saveDisabled}
                  data-testid={`${testId}-save`}
                >
                  {saveLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
