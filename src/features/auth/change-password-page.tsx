/**
 * 'Alterar password' (from the account menu): the signed-in user's own password, after the
 * current one. Every other session of theirs ends; this one goes on (actions/login.ts).
 */
import { Box } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../data/session';
import { landingPath } from '../../domain/permissions';
import { SCREEN_TITLES } from '../../domain/screen-titles';
import { PageHeader } from '../../ui/page-header';
import { toastSuccess } from '../../ui/toaster';
import { changeOwnPassword } from './actions/login';
import { NewPasswordForm } from './new-password-form';

export const PASSWORD_CHANGED = 'Password alterada com sucesso';

export function ChangePasswordPage() {
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  if (!user) return null;
  return (
    <Box p={{ base: '4', md: '6' }} maxW="md">
      <PageHeader title={SCREEN_TITLES.password} />
      <NewPasswordForm
        askCurrent
        onSubmit={async (password, current) => {
          await changeOwnPassword(user, current, password);
          toastSuccess(PASSWORD_CHANGED);
          navigate(landingPath(user), { replace: true });
        }}
      />
    </Box>
  );
}
