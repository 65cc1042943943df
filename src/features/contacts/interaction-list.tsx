/**
 * A contact's interactions (spec 02 §2): oldest first, each with its date
 * (DD/MM/YYYY) and description, newest first, 'Sem iterações' (the spec's words) when none; 'Adicionar
 * interação' and each row's edit and delete when `editable` (an open contact
 * and a user who writes contacts). The modal is this list's own; what a save
 * or a delete does is the screen's (kept in the form on create, queued at once
 * on the detail).
 */
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CONTACT_MESSAGES } from '../../domain/contacts';
import { formatDateSlash } from '../../domain/format';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { InteractionDraft } from './contact-form';
import { INTERACTION_ADD, InteractionModal } from './interaction-modal';

export interface InteractionListProps {
  interactions: readonly InteractionDraft[];
  editable: boolean;
  onSave(interaction: InteractionDraft): void;
  onDelete(uuid: string): void;
}

export function InteractionList({ interactions, editable, onSave, onDelete }: InteractionListProps) {
  const [modal, setModal] = useState<{ editing: InteractionDraft | null } | null>(null);
  const [deleting, setDeleting] = useState<InteractionDraft | null>(null);

  return (
    <Stack gap="3" data-testid="contact-interactions">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="md">
          Interações
        </Heading>
        {editable ? (
          <Button
            colorPalette="red"
            variant="outline"
            minH="11"
            onClick={() => setModal({ editing: null })}
            data-testid="interaction-add"
          >
            {INTERACTION_ADD}
          </Button>
        ) : null}
      </HStack>
      {interactions.length === 0 ? (
        <Text color="fg.muted" data-testid="interactions-empty">
          {CONTACT_MESSAGES.noInteractions}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {interactions.map((i) => (
            // A phone stacks date, text and buttons: side by side at 390 px they squeeze the text.
            <Stack
              as="li"
              key={i.uuid}
              direction={{ base: 'column', sm: 'row' }}
              align={{ base: 'stretch', sm: 'start' }}
              gap="3"
              p="3"
              borderWidth="1px"
              borderRadius="md"
              data-testid="interaction-row"
            >
              <Text fontWeight="semibold" minW="24" flexShrink={0} data-testid="interaction-date">
                {formatDateSlash(i.date)}
              </Text>
              <Box flex="1" minW="0" whiteSpace="pre-wrap" wordBreak="break-word">
                {i.description}
              </Box>
              {editable ? (
                <HStack gap="1" wrap="wrap">
                  <Button
                    variant="ghost"
                    minH="11"
                    aria-label={`Editar interação de ${formatDateSlash(i.date)}`}
                    onClick={() => setModal({ editing: i })}
                    data-testid="interaction-edit"
                  >
                    Editar
                  </Button>
                  <Button
                    variant="ghost"
                    minH="11"
                    colorPalette="red"
                    aria-label={`Apagar interação de ${formatDateSlash(i.date)}`}
                    onClick={() => setDeleting(i)}
                    data-testid="interaction-delete"
                  >
                    Apagar
                  </Button>
                </HStack>
              ) : null}
            </Stack>
          ))}
        </Stack>
      )}
      <InteractionModal
        open={modal !== null}
        editing={modal?.editing ?? null}
        onClose={() => setModal(null)}
        onSave={(interaction) => {
          setModal(null);
          onSave(interaction);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Apagar interação"
        text="Tem a certeza que quer apagar esta interação?"
        confirmLabel="Apagar"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) onDelete(deleting.uuid);
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
