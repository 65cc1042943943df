/** The spec's message where a record should be and is not ('Este stand não existe', 'Esta empresa não existe'). */
import { Center, Text } from '@chakra-ui/react';

export function MissingText({ text, testId }: { text: string; testId?: string }) {
  return (
    <Center py="16">
      <Text fontSize="lg" data-testid={testId}>
        {text}
      </Text>
    </Center>
  );
}
