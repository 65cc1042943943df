/** The spinner a screen or a list shows while the mirror is read ('A carregar' to a screen reader). */
import { Center, Spinner } from '@chakra-ui/react';

export const LOADING_LABEL = 'A carregar';

export interface LoadingProps {
  /** 'lg' for a screen; 'md' for a list inside one (a tab, a section). */
  size?: 'md' | 'lg';
  /** The room above and below, as a spacing token. */
  py?: string;
}

export function Loading({ size = 'lg', py = '16' }: LoadingProps) {
  return (
    <Center py={py}>
      <Spinner size={size} role="status" aria-label={LOADING_LABEL} />
    </Center>
  );
}
