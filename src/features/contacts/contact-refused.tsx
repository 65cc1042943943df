/**
 * A contact write the server did not take (never a silent loss): the notice
 * says which and why, and lets the user put the contact back as the server
 * has it ('Descartar alteração': every record the write touched is restored;
 * a refused creation removes the contact) or send it again.
 */
import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { mirror } from '../../data/db';
import { discardRow, flush, retryRow, takeTheirs } from '../../data/sync';
import { CONTACT_MESSAGES } from '../../domain/contacts';
import { CONTACTS_PATH } from './contact-form';
import type { RefusedContactWrite } from './use-contact';

export const DISCARD_CONTACT_CHANGE = 'Descartar alteração';

export function ContactRefused({ refused }: { refused: RefusedContactWrite }) {
  const navigate = useNavigate();
  const creation = refused.op === 'create';
  const discard = async () => {
    if (refused.state === 'conflict') await takeTheirs(mirror(), refused.seq);
    else await discardRow(mirror(), refused.seq);
    if (creation) navigate(CONTACTS_PATH, { replace: true });
  };
  const retry = async () => {
    await retryRow(mirror(), refused.seq);
    void flush();
  };
  return (
    <Alert.Root status="error" alignItems="start" data-testid="contact-refused">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontSize="lg">
          {creation ? CONTACT_MESSAGES.createFailed : CONTACT_MESSAGES.saveFailed}
        </Alert.Title>
        <Stack gap="3" mt="2">
          {refused.reason ? <Alert.Description>{refused.reason}</Alert.Description> : null}
          <HStack gap="2" wrap="wrap">
            <Button
              minH="11"
              colorPalette="red"
              onClick={() => void discard()}
              data-testid="contact-refused-discard"
            >
              {DISCARD_CONTACT_CHANGE}
            </Button>
            {refused.state === 'conflict' ? null : (
              <Button
                minH="11"
                variant="outline"
                onClick={() => void retry()}
                data-testid="contact-refused-retry"
              >
                Tentar de novo
              </Button>
            )}
          </HStack>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
