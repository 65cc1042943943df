/** A feature screen loaded on demand, with the app's spinner while its code arrives. */
import { Center, Spinner } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentType } from 'react';

export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  const Screen = lazy(load);
  return function LazyScreen() {
    return (
      <Suspense
        fallback={
          <Center py="16">
            <Spinner size="lg" role="status" aria-label="A carregar" />
          </Center>
        }
      >
        <Screen />
      </Suspense>
    );
  };
}
