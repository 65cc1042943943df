/**
 * The file modal (spec 02 §5): a description (required) and one file, a PDF
 * or an image. Save stays disabled until there is a description and either a
 * chosen file or the url the file already has, and for 1 s after a submit.
 * Editing with no new file changes the description only.
 */
import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { ModalForm } from '../../ui/modal-form';
import { useEffect, useRef, useState } from 'react';
import {
  canSaveVehicleFile,
  FILE_ACCEPT,
  FILE_DESCRIPTION_MAX_LENGTH,
} from '../../domain/vehicle-media-files';
import { FormField } from '../../ui/form-field';
import { useSaveLock } from '../../ui/use-save-lock';

export interface FileModalSave {
  description: string;
  /** The new file, when one was chosen. */
  file: File | null;
}

interface Props {
  open: boolean;
  /** The file being edited (its description and url), or null to add one. */
  file: { description: string; url: string } | null;
  onClose: () => void;
  onSave: (input: FileModalSave) => Promise<void> | void;
}

export function FileModal({ open, file, onClose, onSave }: Props) {
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<File[]>([]);
  const [locked, lock] = useSaveLock();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    setDescription(file?.description ?? '');
    setChosen([]);
  }, [open, file]);

  const ready = canSaveVehicleFile({ description, files: chosen, existingUrl: file?.url ?? null });

  const submit = async () => {
    if (!ready || locked) return;
    lock();
    await onSave({ description: description.trim(), file: chosen[0] ?? null });
    onClose();
  };

  return (
    <ModalForm
      open={open}
      onClose={onClose}
      title={file ? 'Editar ficheiro' : 'Adicionar ficheiro'}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      saveDisabled={!ready || locked}
      testId="file"
    >
      <Stack gap="4">
        <FormField label="Descrição" required>
          <Input
            value={description}
            maxLength={FILE_DESCRIPTION_MAX_LENGTH}
            onChange={(e) => setDescription(e.target.value)}
            data-testid="file-description"
          />
        </FormField>
        <FormField label="Ficheiro" required={!file} helper="PDF ou imagem">
          <input
            ref={input}
            type="file"
            accept={FILE_ACCEPT}
            hidden
            data-testid="file-input"
            onChange={(e) => setChosen(Array.from(e.target.files ?? []).slice(0, 1))}
          />
          <Stack gap="2" align="flex-start">
            <Button variant="outline" minH="11" onClick={() => input.current?.click()}>
              {chosen.length > 0 || file ? 'Escolher outro ficheiro' : 'Escolher ficheiro'}
            </Button>
            <Text fontSize="sm" color="fg.muted" data-testid="file-chosen">
              {chosen[0]?.name ?? (file ? 'Ficheiro actual mantido' : 'Nenhum ficheiro escolhido')}
            </Text>
          </Stack>
        </FormField>
      </Stack>
    </ModalForm>
  );
}
