/**
 * The notice of a write the server did not take (never a silent loss): what
 * was refused and why, whatever the screen keeps of what the user typed, and
 * the two ways out, putting the record back as the server has it (always) or
 * sending it again (not after a conflict, which sending again cannot solve).
 * Presentational: the screen passes the actions on the outbox.
 */
import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface RefusedWriteProps {
  /** The panel's test id; its buttons are `${testId}-discard` and `${testId}-retry`. */
  testId: string;
  title: string;
  /** The reason and what the user typed. */
  children?: ReactNode;
  discardLabel: string;
  onDiscard: () => Promise<void>;
  /** Left out when sending again cannot help (a conflict). */
  onRetry?: (() => Promise<void>) | undefined;
}

export function RefusedWrite({
  testId,
  title,
  children,
  discardLabel,
  onDiscard,
  onRetry,
}: RefusedWriteProps) {
  return (
    <Alert.Root status="error" alignItems="start" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontSize="lg">{title}</Alert.Title>
        <Stack gap="3" mt="2">
          {children}
          <HStack gap="2" wrap="wrap">
            <Button
              minH="11"
              colorPalette="red"
              onClick={() => void onDiscard()}
              data-testid={`${testId}-discard`}
            >
              {discardLabel}
            </Button>
            {onRetry ? (
              <Button
                minH="11"
                variant="outline"
                onClick={() => void onRetry()}
                data-testid={`${testId}-retry`}
              >
                Tentar de novo
              </Button>
            ) : null}
          </HStack>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
