/**
 * The unsaved-changes dialog (spec 01 §2 "Shared dialogs"): 'Tem a certeza que
 * quer sair' / 'Vai perder toda a informação que modificou', Cancelar stays,
 * Confirmar leaves. It is the shared confirmation dialog with those texts.
 */
export { UnsavedChangesDialog, UNSAVED_TEXT, UNSAVED_TITLE } from './confirm-dialog';
