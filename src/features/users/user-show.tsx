/**
 * 'Detalhes do {username}' (spec 01 §2 "User detail", §4, §5): username and
 * names are shown only (editable on creation alone); the role is edited with
 * 'Editar utilizador' / 'Guardar informação'; 'Desativar' / 'Ativar' change
 * the state. An unknown user: 'Este user não existe'.
 */
import { Badge, Box, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { Route, Routes, useParams } from 'react-router-dom';
import type * as v from 'valibot';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { ROLES } from '../../domain/enums';
import { ROLE_LABELS } from '../../domain/labels';
import { MSG } from '../../domain/messages';
import { can } from '../../domain/permissions';
import { changeRoleSchema } from '../../domain/schemas/users';
import type { User } from '../../domain/types';
import { ActivationButton } from '../../ui/activation-button';
import { DetailLayout, DetailPage, EditorButtons } from '../../ui/detail-layout';
import { FormField } from '../../ui/form-field';
import { PageHeader } from '../../ui/page-header';
import { toastError, toastSuccess } from '../../ui/toaster';
import { restoreForm, useEntityEditor } from '../../ui/use-entity-editor';
import { valibotResolver } from '../../ui/valibot-resolver';
import { changeUserRole } from './actions/user-writes';
import { activationLabel, useUserActivation } from './use-user-activation';
import { USER_TEXTS, userTitle } from './user-texts';

const resolver = valibotResolver(changeRoleSchema);
type RoleForm = v.InferInput<typeof changeRoleSchema>;
type RoleInput = v.InferOutput<typeof changeRoleSchema>;

export function UserShow() {
  return (
    <Routes>
      <Route index element={<UserPage />} />
      <Route path="*" element={<PageHeader title={MSG.pageNotFound} />} />
    </Routes>
  );
}

function UserPage() {
  const { userId = '' } = useParams();
  const actorUuid = useSessionStore((s) => s.user?.uuid);
  const user = useLiveQuery(async () => (await mirror().users.get(userId)) ?? null, [userId, actorUuid]);

  return (
    <DetailLayout record={user} missingTitle="Utilizador" missingText={USER_TEXTS.missing} testId="user">
      {(found) => <UserDetails user={found} />}
    </DetailLayout>
  );
}

function ShownValue({ label, value }: { label: string; value: string | null }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium">{value || '—'}</Text>
    </Box>
  );
}

function UserDetails({ user }: { user: User }) {
  const actor = useSessionStore((s) => s.user);
  const { allowed, toggle, dialog } = useUserActivation();
  const canEditRole = can(actor, 'user.changeRole') && !user.isSuperUser && user.uuid !== actor?.uuid;
  const formValues: RoleForm = { role: user.role ?? 'ADMIN' };
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<RoleForm, unknown, RoleInput>({
    resolver,
    values: formValues,
    resetOptions: { keepDirtyValues: true },
    mode: 'onSubmit',
  });
  const editor = useEntityEditor({ isDirty, onReset: () => restoreForm({ setValue, reset }, formValues) });

  const submit = handleSubmit(async ({ role }) => {
    try {
      if (role !== user.role) await changeUserRole(user, role);
      toastSuccess(USER_TEXTS.saved);
      editor.close();
    } catch {
      toastError(USER_TEXTS.saveError);
    }
  });

  return (
    <DetailPage
      title={userTitle(user.username)}
      testId="user-show"
      editor={editor}
      headerActions={
        <Badge colorPalette={user.isActive ? 'green' : 'red'} size="lg">
          {user.isActive ? 'Ativo' : 'Inativo'}
        </Badge>
      }
    >
      <Box bg={user.isActive ? undefined : 'red.subtle'} borderRadius="md" p={user.isActive ? '0' : '3'}>
        <form onSubmit={(e) => void submit(e)} noValidate data-testid="user-details-form">
          <Stack gap="5" maxW="3xl">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <ShownValue label="Utilizador" value={user.username} />
              <ShownValue label="Nome" value={[user.firstName, user.lastName].filter(Boolean).join(' ')} />
              {editor.editing ? (
                <FormField label="Função" error={errors.role?.message}>
                  <NativeSelect.Root size="lg">
                    <NativeSelect.Field {...register('role')}>
                      {ROLES.map((r) => (
                        <option key={r} value={r}>
                          {ROLE_LABELS[r]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              ) : (
                <ShownValue label="Função" value={user.role ? ROLE_LABELS[user.role] : null} />
              )}
            </SimpleGrid>
            <EditorButtons
              editor={editor}
              editLabel="Editar utilizador"
              canEdit={canEditRole}
              saving={isSubmitting}
              testId="user"
              viewActions={
                allowed(user) ? (
                  <ActivationButton
                    active={user.isActive}
                    label={activationLabel(user)}
                    onClick={() => toggle(user)}
                    testId="user-activation"
                  />
                ) : null
              }
            />
          </Stack>
        </form>
      </Box>
      {dialog}
    </DetailPage>
  );
}
