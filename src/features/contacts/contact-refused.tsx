/**
 * A contact write the server did not take (never a silent loss): the notice
 * says which and why, and lets the user put the contact back as the server
 * has it ('Descartar alteração': every record the write touched is restored;
 * a refused creation removes the contact) or send it again.
 */
import { Alert } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { mirror } from '../../data/db';
import { flush, retryRow } from '../../data/sync';
import { discardRow, takeTheirs } from '../../data/writes';
import { CONTACT_MESSAGES } from '../../domain/contacts';
import { RefusedWrite } from '../../ui/refused-write';
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
    <RefusedWrite
      testId="contact-refused"
      title={creation ? CONTACT_MESSAGES.createFailed : CONTACT_MESSAGES.saveFailed}
      discardLabel={DISCARD_CONTACT_CHANGE}
      onDiscard={discard}
      onRetry={refused.state === 'conflict' ? undefined : retry}
    >
      {refused.reason ? <Alert.Description>{refused.reason}</Alert.Description> : null}
    </RefusedWrite>
  );
}
