/**
 * Around each screen (src/app/lazy-screen.tsx), and around the whole app as the last net
 * (main.tsx): an error while drawing (code that could not be fetched even after importRetrying's
 * tries, or a fault of ours) shows a message and a way out instead of a blank page. Around a
 * screen, the shell, the menu and the data on the device stay usable.
 */
import { Button, Center, Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';

export const SCREEN_ERROR_MESSAGE = 'Não foi possível mostrar esta página.';

interface State {
  failed: boolean;
}

export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Center py="16" px="4" flexDirection="column" gap="4" textAlign="center" role="alert">
        <Text>{SCREEN_ERROR_MESSAGE}</Text>
        <Button minH="11" colorPalette="red" onClick={() => window.location.reload()}>
          Recarregar a página
        </Button>
      </Center>
    );
  }
}
