/**
 * 'Novo contacto' at /account/contacts/new (spec 02 §2 "Contact create and
 * detail", §5, §6): the contact's data and its first interactions, validated
 * on submit ('Campo obrigatório'); 'Gravar' queues the contact with them —
 * the uuids are chosen here, so it works offline — and opens its detail. A
 * dirty form asks before it is left.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { mirror } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { useSyncStore, whenSettled } from '../../data/sync';
import { queueContactCreate } from '../../data/writes';
import { CONTACT_MESSAGES } from '../../domain/contacts';
import { MSG } from '../../domain/messages';
import { can } from '../../domain/permissions';
import type { ContactPayload } from '../../domain/schemas/contacts';
import { SCREEN_TITLES } from '../../domain/screen-titles';
import { userLabel } from '../../domain/types';
import { PageHeader } from '../../ui/page-header';
import { announceWrite } from '../../ui/announce-write';
import { toastError } from '../../ui/toaster';
import { useLeaveGuard } from '../../ui/use-leave-guard';
import {
  contactPath,
  contactResolver,
  CONTACTS_PATH,
  newContactValues,
  sortInteractions,
  STATUS_OPTIONS,
} from './contact-form';
import type { ContactFormValues, InteractionDraft } from './contact-form';
import { ContactInputs } from './contact-inputs';
import { InteractionList } from './interaction-list';
import { CREATE_OUTCOMES } from './write-outcomes';

const FORM_ID = 'contact-create-form';
/** A new contact is open, closed or sold; a path into ORDERED is not shown (spec 02 §4). */
const CREATE_STATUS_OPTIONS = STATUS_OPTIONS.filter((o) => o.value !== 'ORDERED');

export function ContactCreate() {
  const user = useSessionStore((s) => s.user);
  if (!user || !can(user, 'contact.write')) return <Text p="6">{MSG.pageNotFound}</Text>;
  return <ContactCreateForm userUuid={user.uuid} companyUuid={user.companyUuid} name={userLabel(user)} />;
}

function ContactCreateForm({
  userUuid,
  companyUuid,
  name,
}: {
  userUuid: string;
  companyUuid: string | null;
  name: string;
}) {
  const navigate = useNavigate();
  const online = useSyncStore((s) => s.online);
  const [defaultValues] = useState(() => newContactValues(userUuid));
  // The form's values are its inputs' text; the resolver gives the schema's output.
  const form = useForm<ContactFormValues, unknown, ContactPayload>({
    resolver: contactResolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues,
  });
  const [interactions, setInteractions] = useState<InteractionDraft[]>([]);
  const [saving, setSaving] = useState(false);
  // 'saving' disables the button only once React renders again: a double click that passed
  // validation twice before then would queue two contacts. The ref answers at once.
  const queuing = useRef(false);
  const guard = useLeaveGuard(form.formState.isDirty || interactions.length > 0);

  const save = form.handleSubmit(async (values) => {
    if (queuing.current) return;
    queuing.current = true;
    setSaving(true);
    const uuid = crypto.randomUUID();
    let outboxId: string;
    try {
      outboxId = await queueContactCreate({ ...values, uuid, iteractions: interactions });
    } catch {
      queuing.current = false;
      setSaving(false);
      toastError(CONTACT_MESSAGES.createFailed);
      return;
    }
    announceWrite(() => whenSettled(mirror(), outboxId), online, CREATE_OUTCOMES);
    guard.leave(() => navigate(contactPath(uuid), { replace: true }));
  });

  return (
    <Stack gap="6" px={{ base: '2', md: '6' }} pb="24" data-testid="contact-create">
      <PageHeader
        title={SCREEN_TITLES.contactCreate}
        actions={
          <HStack gap="3" justify="flex-end" wrap="wrap">
            <Button
              variant="outline"
              minH="11"
              onClick={() => guard.confirm(() => guard.leave(() => navigate(CONTACTS_PATH)))}
              data-testid="contact-create-cancel"
            >
              Cancelar
            </Button>
            <Button
              type="submit"
              form={FORM_ID}
              colorPalette="red"
              minH="11"
              loading={saving}
              data-testid="contact-save"
            >
              Gravar
            </Button>
          </HStack>
        }
      />
      <FormProvider {...form}>
        <form id={FORM_ID} onSubmit={(e) => void save(e)} noValidate aria-label={SCREEN_TITLES.contactCreate}>
          <ContactInputs
            companyUuid={companyUuid}
            statusOptions={CREATE_STATUS_OPTIONS}
            fixedAssigneeName={name}
          />
        </form>
      </FormProvider>
      <InteractionList
        interactions={sortInteractions(interactions)}
        editable
        onSave={(saved) =>
          setInteractions((list) =>
            list.some((i) => i.uuid === saved.uuid)
              ? list.map((i) => (i.uuid === saved.uuid ? saved : i))
              : [...list, saved],
          )
        }
        // Not on the server yet: just removed (spec 02 §4).
        onDelete={(uuid) => setInteractions((list) => list.filter((i) => i.uuid !== uuid))}
      />
      {guard.dialog}
    </Stack>
  );
}
