/**
 * A feature screen loaded on demand, with the app's spinner while its code arrives (offline, until
 * the network is back: importRetrying) and a message instead of a blank page if it never does.
 */
import { Center, Spinner, Text } from '@chakra-ui/react';
import { Suspense, type ComponentType } from 'react';
import { lazyRetrying, useWaitingForNetwork } from '../ui/lazy-retrying';
import { ScreenErrorBoundary } from '../ui/screen-error-boundary';

export const SCREEN_WAITS_FOR_NETWORK = 'Sem ligação: esta página abre quando a rede voltar.';

function ScreenLoading() {
  const waiting = useWaitingForNetwork();
  return (
    <Center py="16" px="4" flexDirection="column" gap="4" textAlign="center">
      <Spinner size="lg" role="status" aria-label="A carregar" />
      {/* Before the service worker has kept the app, a screen not opened yet needs the network. */}
      {waiting ? <Text color="fg.muted">{SCREEN_WAITS_FOR_NETWORK}</Text> : null}
    </Center>
  );
}

export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  const Screen = lazyRetrying(load);
  return function LazyScreen() {
    return (
      <ScreenErrorBoundary>
        <Suspense fallback={<ScreenLoading />}>
          <Screen />
        </Suspense>
      </ScreenErrorBoundary>
    );
  };
}
