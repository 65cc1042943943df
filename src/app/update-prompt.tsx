/**
 * Registers the service worker and offers a new version instead of swapping
 * it in mid-form (design §2): the waiting worker takes over only when the
 * user presses 'Atualizar', and the page reloads once it controls it.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import type { Workbox } from 'workbox-window';
import { create } from 'zustand';
import { imagesSeen, MEDIA_SEEN_MESSAGE } from '../data/session';

export const useUpdateStore = create<{ waiting: boolean }>(() => ({ waiting: false }));

let workbox: Workbox | null = null;
let accepted = false;

export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // workbox-window is not needed to paint the first screen: main.tsx registers the worker once that
  // screen is done. Like a failed registration, a failed load leaves the app without its worker
  // until the next start.
  const loaded = await import('workbox-window').catch(() => null);
  if (!loaded) return;
  workbox = new loaded.Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => useUpdateStore.setState({ waiting: true }));
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate && accepted) window.location.reload();
    // The first install took this page over: the images it showed before went round the worker.
    if (!event.isUpdate) {
      navigator.serviceWorker.controller?.postMessage({ type: MEDIA_SEEN_MESSAGE, urls: imagesSeen() });
    }
  });
  void workbox.register().catch(() => undefined);
}

export function acceptUpdate(): void {
  accepted = true;
  useUpdateStore.setState({ waiting: false });
  workbox?.messageSkipWaiting();
}

export function UpdatePrompt() {
  const waiting = useUpdateStore((s) => s.waiting);
  if (!waiting) return null;
  return (
    <HStack
      role="status"
      data-testid="update-prompt"
      position="fixed"
      top="2"
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      bg="bg.panel"
      boxShadow="lg"
      borderRadius="md"
      px="4"
      py="2"
      gap="3"
    >
      <Text>Está disponível uma nova versão da Montra.</Text>
      <Button size="sm" minH="11" colorPalette="red" onClick={acceptUpdate}>
        Atualizar
      </Button>
      <Button size="sm" minH="11" variant="ghost" onClick={() => useUpdateStore.setState({ waiting: false })}>
        Mais tarde
      </Button>
    </HStack>
  );
}
