/** The login screen (spec 01 §2 "Login screen"), the only public screen. */
import { Alert, Box, Button, Center, Field, Heading, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../data/session';
import { MSG } from '../../domain/messages';
import { landingPath } from '../../domain/permissions';
import { loginSchema, type LoginInput } from '../../domain/schemas/users';
import { bootLoginForm, takeOverBootLogin, type BootLogin } from '../../ui/boot-login';
import { valibotResolver } from '../../ui/valibot-resolver';
import { toaster } from '../../ui/toaster';
import type { User } from '../../domain/types';
import { keptMirrorText, logIn, loginErrorMessage, replacePassword, type LoginResult } from './actions/login';
import { NEW_PASSWORD_TITLE, NewPasswordForm } from './new-password-form';
import { PRODUCT_LOGO } from '../../ui/image-fallback';

export const LOGIN_TITLE = 'Plataforma de Gestão de Stands';
export const LOGIN_SUBTITLE = 'Introduza o seu utilizador e password para entrar na área privada';

const resolver = valibotResolver(loginSchema);

export function LoginPage() {
  const navigate = useNavigate();
  const expired = useSessionStore((s) => s.expired);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { username: '', password: '' },
  });

  const [pending, setPending] = useState<{ user: User; token: string; currentPassword: string } | null>(null);

  const enter = (result: LoginResult) => {
    if (result.kind === 'newPassword') return;
    for (const kept of result.keptForOthers)
      toaster.create({ type: 'warning', description: keptMirrorText(kept), closable: true });
    navigate(landingPath(result.user), { replace: true });
  };

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const result = await logIn(input);
      if (result.kind === 'newPassword') setPending({ ...result, currentPassword: input.password });
      else enter(result);
    } catch (error) {
      setFailure(loginErrorMessage(error));
    }
  });

  // index.html's form (src/ui/boot-login.ts) is the one used until Login is pressed on it; this
  // screen then takes over what was typed and sends it. A press made before this code arrived is
  // sent at once.
  const [bootForm] = useState(bootLoginForm);
  const [shown, setShown] = useState(() => !bootForm || bootForm.hasAttribute('data-submitted'));
  const takeOver = useRef((sent: BootLogin) => {
    setValue('username', sent.username);
    setValue('password', sent.password);
    void onSubmit();
  });
  // A press made while this screen was rendering (the first render is a transition, in slices):
  // taken over once the form is drawn, so that its fields hold the values and an error shows.
  const pressedMeanwhile = useRef<BootLogin | null>(null);
  useLayoutEffect(() => {
    if (!bootForm) return undefined;
    if (bootForm.hasAttribute('data-submitted')) {
      // Run twice under StrictMode (development builds): the second run finds the form taken.
      pressedMeanwhile.current = takeOverBootLogin() ?? pressedMeanwhile.current;
      setShown(true);
      return undefined;
    }
    const onBootSubmit = () => {
      const sent = takeOverBootLogin();
      // Drawn now, inside the press, so that its fields exist to take the values.
      flushSync(() => setShown(true));
      if (sent) takeOver.current(sent);
    };
    bootForm.addEventListener('submit', onBootSubmit);
    return () => bootForm.removeEventListener('submit', onBootSubmit);
  }, [bootForm]);
  useEffect(() => {
    const sent = pressedMeanwhile.current;
    if (!shown || !sent) return;
    pressedMeanwhile.current = null;
    takeOver.current(sent);
  }, [shown]);
  if (!shown) return null;

  return (
    <Center minH="100dvh" px="4" py="8" bg="bg.muted">
      <Box w="full" maxW="sm" bg="bg" borderRadius="l3" boxShadow="md" p={{ base: '6', md: '8' }}>
        <Stack gap="6">
          <Stack gap="2" align="center" textAlign="center">
            <Image src={PRODUCT_LOGO} alt="Montra" boxSize="16" />
            <Heading as="h1" size="xl">
              {LOGIN_TITLE}
            </Heading>
            <Text color="fg.muted">{pending ? NEW_PASSWORD_TITLE : LOGIN_SUBTITLE}</Text>
          </Stack>

          {expired ? (
            <Alert.Root status="warning" data-testid="session-expired">
              <Alert.Indicator />
              <Alert.Title>{MSG.sessionExpired}</Alert.Title>
            </Alert.Root>
          ) : null}

          {pending ? (
            <NewPasswordForm
              currentPassword={pending.currentPassword}
              onSubmit={async (password) =>
                enter(await replacePassword(pending, pending.currentPassword, password))
              }
            />
          ) : (
            <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="login-form">
              <Stack gap="4">
                <Field.Root invalid={Boolean(errors.username)}>
                  <Field.Label>Utilizador</Field.Label>
                  <Input
                    type="email"
                    autoComplete="username"
                    inputMode="email"
                    placeholder="Introduza o seu e-mail"
                    size="lg"
                    {...register('username')}
                  />
                  <Field.ErrorText>{errors.username?.message}</Field.ErrorText>
                </Field.Root>

                <Field.Root invalid={Boolean(errors.password)}>
                  <Field.Label>Password</Field.Label>
                  <Input
                    type="password"
                    autoComplete="current-password"
                    size="lg"
                    {...register('password')}
                  />
                  <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
                </Field.Root>

                <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting}>
                  Login
                </Button>

                {failure ? (
                  <Text role="alert" color="fg.error" data-testid="login-error">
                    {failure}
                  </Text>
                ) : null}
              </Stack>
            </form>
          )}
        </Stack>
      </Box>
    </Center>
  );
}
