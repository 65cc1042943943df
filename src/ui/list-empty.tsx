/** An empty list with its create button (spec 01 §2: 'Não existem {type} associados a esta empresa'). */
import { Button, Stack, Text } from '@chakra-ui/react';

export interface ListEmptyProps {
  text: string;
  testId: string;
  actionLabel?: string;
  onAction?: () => void;
}

export function ListEmpty({ text, testId, actionLabel, onAction }: ListEmptyProps) {
  return (
    <Stack align="center" gap="4" py="12" data-testid={testId}>
      <Text fontSize="lg" color="fg.muted" textAlign="center">
        {text}
      </Text>
      {actionLabel && onAction ? (
        <Button colorPalette="red" minH="11" onClick={onAction}>
          {actionLabel}
        </Button>
      ) : null}
    </Stack>
  );
}
