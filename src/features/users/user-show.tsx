/**
 * 'Detalhes do {username}' (spec 01 §2 "User detail", §4, §5): username and
 * names are shown only (editable on creation alone); the role is edited with
 * 'Editar utilizador' / 'Guardar informação'; 'Desativar' / 'Ativar' change
 * the state. An unknown user: 'Este user não existe'.
 */
import { Badge, Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import type * as v from 'valibot';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { ROLE_LABELS } from '../../domain/labels';
import { can } from '../../domain/permissions';
import { changeRoleSchema } from '../../domain/schemas/users';
import type { User } from '../../domain/types';
import { ActivationButton } from '../../ui/activation-button';
import { DetailLayout, DetailPage, EditorButtons } from '../../ui/detail-layout';
import { ScreenRoutes } from '../../ui/screen-routes';
import { useDetailForm } from '../../ui/use-detail-form';
import { valibotResolver } from '../../ui/valibot-resolver';
import { changeUserRole } from './actions/user-writes';
import { RoleField } from './role-field';
import { useUserActivation } from './use-user-activation';
import { USER_TEXTS, userTitle } from './user-texts';

const resolver = valibotResolver(changeRoleSchema);
type RoleForm = v.InferInput<typeof changeRoleSchema>;
type RoleInput = v.InferOutput<typeof changeRoleSchema>;

export function UserShow() {
  return (
    <ScreenRoutes>
      <UserPage />
    </ScreenRoutes>
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
  const { form, editor, onSubmit } = useDetailForm<RoleForm, RoleInput>({
    resolver,
    values: { role: user.role ?? 'ADMIN' },
    save: async ({ role }) => {
      if (role !== user.role) await changeUserRole(user, role);
    },
    texts: { done: USER_TEXTS.saved, error: USER_TEXTS.saveError },
  });
  const { errors, isSubmitting } = form.formState;

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
        <form onSubmit={onSubmit} noValidate data-testid="user-details-form">
          <Stack gap="5" maxW="3xl">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <ShownValue label="Utilizador" value={user.username} />
              <ShownValue label="Nome" value={[user.firstName, user.lastName].filter(Boolean).join(' ')} />
              {editor.editing ? (
                <RoleField field={form.register('role')} error={errors.role?.message} />
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
