/** Everything the screens need around them: the Chakra system and the one toaster. */
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Toaster } from '../ui/toaster';
import { system } from './theme';
import { UpdatePrompt } from './update-prompt';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
      <UpdatePrompt />
    </ChakraProvider>
  );
}
