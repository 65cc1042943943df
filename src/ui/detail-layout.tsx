/**
 * The frame every detail screen shares (stand, supplier, user, company,
 * vehicle): the loading text while the mirror is read, the spec's
 * not-found message for a record that is not there, the header, and the
 * view/edit button bar ('Editar …' / 'Cancelar' + 'Guardar informação').
 * The mode itself and the unsaved-changes dialog come from useEntityEditor.
 */
import { Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MissingText } from './missing-text';
import { PageHeader } from './page-header';
import type { EntityEditor } from './use-entity-editor';

export const DETAIL_LOADING = 'A carregar a informação';
export const SAVE_LABEL = 'Guardar informação';

export interface DetailLayoutProps<T> {
  /** undefined while loading; null when it does not exist. */
  record: T | null | undefined;
  loadingText?: string;
  /** The header's title over the not-found message. */
  missingTitle: string;
  /** The spec's message, e.g. 'Este stand não existe'. */
  missingText: string;
  /** Prefix of the test ids: `${testId}-loading`, `${testId}-missing`. */
  testId: string;
  children: (record: T) => ReactNode;
}

export function DetailLayout<T>({
  record,
  loadingText = DETAIL_LOADING,
  missingTitle,
  missingText,
  testId,
  children,
}: DetailLayoutProps<T>) {
  if (record === undefined) {
    return (
      <Center py="16" gap="3" data-testid={`${testId}-loading`} role="status">
        <Spinner size="lg" />
        <Text>{loadingText}</Text>
      </Center>
    );
  }
  if (record === null) {
    return (
      <Stack px={{ base: '2', md: '6' }}>
        <PageHeader title={missingTitle} />
        <MissingText text={missingText} testId={`${testId}-missing`} />
      </Stack>
    );
  }
  return <>{children(record)}</>;
}

export interface DetailPageProps {
  title: ReactNode;
  /** Shown at the right end of the header (a badge, the vehicle's buttons). */
  headerActions?: ReactNode;
  testId: string;
  /** The editor whose unsaved-changes dialog the page renders. */
  editor?: EntityEditor;
  children: ReactNode;
}

/** A found record's page: header, content, the editor's dialog. */
export function DetailPage({ title, headerActions, testId, editor, children }: DetailPageProps) {
  return (
    <Stack gap="6" px={{ base: '2', md: '6' }} pb="24" data-testid={testId}>
      <PageHeader title={title} actions={headerActions} />
      {children}
      {editor?.guard.dialog}
    </Stack>
  );
}

export interface EditorButtonsProps {
  editor: EntityEditor;
  /** 'Editar stand', 'Editar vehículo'… word for word from the spec. */
  editLabel: string;
  /** Whether the user may edit: without it, view mode shows only `viewActions`. */
  canEdit: boolean;
  /** View-mode buttons before 'Editar …' ('Desativar', 'Eliminar'). */
  viewActions?: ReactNode;
  /** The form the save button submits, when the bar sits outside it. */
  formId?: string;
  saving?: boolean;
  /** The save button's text (SAVE_LABEL unless the spec names another, e.g. 'Gravar'). */
  saveLabel?: string;
  /** Prefix of the buttons' test ids: `${testId}-edit`, `-cancel`, `-save`. */
  testId?: string;
}

/** 'Cancelar' + 'Guardar informação' while editing; the view actions + 'Editar …' otherwise. */
export function EditorButtons({
  editor,
  editLabel,
  canEdit,
  viewActions,
  formId,
  saving = false,
  saveLabel = SAVE_LABEL,
  testId = 'detail',
}: EditorButtonsProps) {
  // Keyed bars: React must not turn the clicked 'Editar …' button into the submit button, or the
  // browser would submit the form at the end of that same click.
  if (editor.editing) {
    return (
      <HStack key="editing" gap="3" justify="flex-end" wrap="wrap">
        <Button variant="outline" minH="11" onClick={editor.cancel} data-testid={`${testId}-cancel`}>
          Cancelar
        </Button>
        <Button
          type="submit"
          form={formId}
          colorPalette="red"
          minH="11"
          loading={saving}
          data-testid={`${testId}-save`}
        >
          {saveLabel}
        </Button>
      </HStack>
    );
  }
  if (!viewActions && !canEdit) return null;
  return (
    <HStack key="viewing" gap="3" justify="flex-end" wrap="wrap">
      {viewActions}
      {canEdit ? (
        <Button colorPalette="red" minH="11" onClick={editor.edit} data-testid={`${testId}-edit`}>
          {editLabel}
        </Button>
      ) : null}
    </HStack>
  );
}
