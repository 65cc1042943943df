/**
 * The contact detail at /admin/contacts/:contactId (spec 02 §2 "Contact
 * create and detail", §4, §5, §8): the contact's data in view or edit mode,
 * its interactions, and the actions its status offers ('Editar contato',
 * 'Fechado', 'Vendido', 'Apagar'; 'Re-Abrir'). Everything is read from the
 * mirror and every change is queued, so the page works offline; an
 * interaction added, changed or removed is sent at once with its contact.
 */
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { mirror } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { useSyncStore, whenSettled } from '../../data/sync';
import { queueContactDelete, queueContactStatus, queueContactUpdate } from '../../data/writes';
import {
  CONTACT_ACTION_LABELS,
  CONTACT_ACTION_STATUS,
  CONTACT_MESSAGES,
  canChangeContactStatus,
  contactActions,
} from '../../domain/contacts';
import { CONTACT_STATUS_LABELS } from '../../domain/labels';
import { MSG } from '../../domain/messages';
import type { ContactPayload } from '../../domain/schemas/contacts';
import { SCREEN_TITLES } from '../../domain/screen-titles';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DetailLayout, DetailPage, EditorButtons } from '../../ui/detail-layout';
import { announceWrite, type WriteOutcomeTexts } from '../../ui/announce-write';
import { PageHeader } from '../../ui/page-header';
import { toastError } from '../../ui/toaster';
import { restoreForm, useEntityEditor } from '../../ui/use-entity-editor';
import {
  CONTACTS_PATH,
  contactResolver,
  STATUS_OPTIONS,
  contactValues,
  draftOf,
  storedContactPayload,
  type ContactFormValues,
  type InteractionDraft,
} from './contact-form';
import { ContactInputs } from './contact-inputs';
import { ContactRefused } from './contact-refused';
import { InteractionList } from './interaction-list';
import { CONTACT_LOAD_ERROR, useContact, type ContactData } from './use-contact';
import { DELETE_OUTCOMES, SAVE_OUTCOMES } from './write-outcomes';

export const CONTACT_MISSING = 'Este contacto não existe';
const FORM_ID = 'contact-form';

export function ContactShow() {
  return (
    <Routes>
      <Route index element={<ContactPage />} />
      <Route path="*" element={<PageHeader title={MSG.pageNotFound} />} />
    </Routes>
  );
}

function ContactPage() {
  const { contactId = '' } = useParams();
  const data = useContact(contactId);
  if (data === CONTACT_LOAD_ERROR) {
    return (
      <Stack px={{ base: '2', md: '6' }}>
        <PageHeader title={SCREEN_TITLES.contact} />
        <Text fontSize="lg" py="16" textAlign="center" role="alert" data-testid="contact-error">
          {CONTACT_MESSAGES.loadFailed}
        </Text>
      </Stack>
    );
  }
  return (
    <DetailLayout
      record={data}
      missingTitle={SCREEN_TITLES.contact}
      missingText={CONTACT_MISSING}
      testId="contact"
    >
      {(found) => <ContactDetails key={found.contact.uuid} data={found} />}
    </DetailLayout>
  );
}

function ContactDetails({ data }: { data: ContactData }) {
  const { contact, interactions, assigneeName, pending, refused } = data;
  const navigate = useNavigate();
  const actor = useSessionStore((s) => s.user);
  const online = useSyncStore((s) => s.online);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const formValues = contactValues(contact);
  const form = useForm<ContactFormValues, unknown, ContactPayload>({
    resolver: contactResolver,
    values: formValues,
    resetOptions: { keepDirtyValues: true },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const editor = useEntityEditor({
    isDirty: form.formState.isDirty,
    onReset: () => restoreForm(form, formValues),
  });
  const actions = actor ? contactActions(actor, contact.status) : [];
  const canWrite = actions.includes('edit');
  // The status select offers the current status and where it may go (spec 02 §4).
  const statusOptions = STATUS_OPTIONS.filter(
    (o) => o.value === contact.status || canChangeContactStatus(contact.status, o.value),
  );

  /** Queues a write and says how it went; false when it could not even be queued. */
  const queue = async (write: () => Promise<string>, outcomes: WriteOutcomeTexts): Promise<boolean> => {
    try {
      const outboxId = await write();
      announceWrite(() => whenSettled(mirror(), outboxId), online, outcomes);
      return true;
    } catch {
      toastError(outcomes.failed);
      return false;
    }
  };

  const save = form.handleSubmit(async (values) => {
    const ok = await queue(
      () =>
        queueContactUpdate({
          ...values,
          uuid: contact.uuid,
          rowVersion: contact.rowVersion,
          iteractions: interactions.map(draftOf),
          deletedIteractions: [],
        }),
      SAVE_OUTCOMES,
    );
    if (ok) editor.close();
  });

  const saveInteraction = (saved: InteractionDraft) => {
    const drafts = interactions.map(draftOf);
    const list = drafts.some((i) => i.uuid === saved.uuid)
      ? drafts.map((i) => (i.uuid === saved.uuid ? saved : i))
      : [...drafts, saved];
    void queue(() => queueContactUpdate(storedContactPayload(contact, list, [], actor?.uuid)), SAVE_OUTCOMES);
  };

  const deleteInteraction = (uuid: string) => {
    const list = interactions.filter((i) => i.uuid !== uuid).map(draftOf);
    void queue(
      () => queueContactUpdate(storedContactPayload(contact, list, [uuid], actor?.uuid)),
      SAVE_OUTCOMES,
    );
  };

  const changeStatus = (action: keyof typeof CONTACT_ACTION_STATUS) =>
    void queue(
      () =>
        queueContactStatus({
          uuid: contact.uuid,
          status: CONTACT_ACTION_STATUS[action],
          rowVersion: contact.rowVersion,
        }),
      SAVE_OUTCOMES,
    );

  const remove = async () => {
    setConfirmDelete(false);
    if (await queue(() => queueContactDelete({ uuid: contact.uuid }), DELETE_OUTCOMES)) {
      editor.guard.leave(() => navigate(CONTACTS_PATH, { replace: true }));
    }
  };

  const statusButtons = actions.flatMap((action) =>
    action === 'edit' || action === 'delete'
      ? []
      : [
          <Button
            key={action}
            variant="outline"
            minH="11"
            onClick={() => changeStatus(action)}
            data-testid={`contact-action-${action}`}
          >
            {CONTACT_ACTION_LABELS[action]}
          </Button>,
        ],
  );

  return (
    <DetailPage
      title={contact.name}
      testId="contact-show"
      editor={editor}
      headerActions={
        <HStack gap="2" wrap="wrap">
          {pending ? (
            <Badge colorPalette="orange" size="lg" data-testid="contact-pending">
              Por enviar
            </Badge>
          ) : null}
          <Badge
            colorPalette={contact.status === 'SOLD' ? 'green' : contact.status === 'OPEN' ? 'red' : 'gray'}
            size="lg"
            data-testid="contact-status"
            data-status={contact.status}
          >
            {CONTACT_STATUS_LABELS[contact.status]}
          </Badge>
          {/* At the top, so a phone reaches them without scrolling past the form (issue 24). */}
          <EditorButtons
            editor={editor}
            editLabel={CONTACT_ACTION_LABELS.edit}
            canEdit={canWrite}
            formId={FORM_ID}
            saving={form.formState.isSubmitting}
            saveLabel="Gravar"
            testId="contact"
            viewActions={
              statusButtons.length > 0 || actions.includes('delete') ? (
                <>
                  {statusButtons}
                  {actions.includes('delete') ? (
                    <Button
                      variant="outline"
                      colorPalette="red"
                      minH="11"
                      onClick={() => setConfirmDelete(true)}
                      data-testid="contact-action-delete"
                    >
                      {CONTACT_ACTION_LABELS.delete}
                    </Button>
                  ) : null}
                </>
              ) : null
            }
          />
        </HStack>
      }
    >
      {refused ? <ContactRefused refused={refused} /> : null}
      <FormProvider {...form}>
        <form id={FORM_ID} onSubmit={(e) => void save(e)} noValidate aria-label={SCREEN_TITLES.contact}>
          <Stack gap="5">
            <ContactInputs
              companyUuid={contact.companyUuid}
              statusOptions={statusOptions}
              fixedAssigneeName={assigneeName}
              readOnly={!editor.editing}
            />
          </Stack>
        </form>
      </FormProvider>
      <InteractionList
        interactions={interactions}
        editable={canWrite}
        onSave={saveInteraction}
        onDelete={deleteInteraction}
      />
      <ConfirmDialog
        open={confirmDelete}
        title="Apagar contacto"
        text={`Tem a certeza que quer apagar o contacto ${contact.name}?`}
        confirmLabel={CONTACT_ACTION_LABELS.delete}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
      />
    </DetailPage>
  );
}
