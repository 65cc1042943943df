/**
 * Edit mode of the sale details (spec 02 §2 "Sale details"): the sale form
 * filled with the sale as it was when editing started, 'Cancelar' and
 * 'Guardar alterações', which queues the whole sale on that rowVersion and
 * returns to view mode. A dirty form asks before it is left.
 */
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { mirror } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { useSyncStore, whenSettled } from '../../data/sync';
import { queueSaleUpdate } from '../../data/writes';
import type { Cost, Sale, Vehicle } from '../../domain/entities';
import { SALE_MESSAGES, sellerIsFixed } from '../../domain/sales';
import { saleSchema, type SaleFormValues, type SaleInput } from '../../domain/schemas/sales';
import { isoDate } from '../../domain/stock';
import { focusFirstInvalid } from '../../ui/focus-first-invalid';
import { PageHeader } from '../../ui/page-header';
import { announceWrite } from '../../ui/announce-write';
import { toastError } from '../../ui/toaster';
import { useEntityEditor } from '../../ui/use-entity-editor';
import { valibotResolver } from '../../ui/valibot-resolver';
import { saleFormDefaults } from './sale-form';
import { SaleInputs } from './sale-inputs';
import { EDIT_OUTCOMES } from './write-outcomes';

const FORM_ID = 'sale-edit-form';
const resolver = valibotResolver(saleSchema);

export interface SaleEditProps {
  sale: Sale;
  vehicle: Vehicle;
  costs: readonly Cost[];
  onClose(): void;
}

export function SaleEdit({ sale, vehicle, costs, onClose }: SaleEditProps) {
  const user = useSessionStore((s) => s.user);
  const online = useSyncStore((s) => s.online);
  const [start] = useState(() => sale);
  const [defaultValues] = useState(() =>
    saleFormDefaults(vehicle, start, { userUuid: user?.uuid ?? '', today: isoDate(new Date()) }),
  );
  const form = useForm<SaleFormValues, unknown, SaleInput>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Focused below the sticky header instead (focus-first-invalid.ts).
    shouldFocusError: false,
    defaultValues,
  });
  const { isDirty, isSubmitting } = form.formState;
  const editor = useEntityEditor({ isDirty, editing: true, onEditingChange: (on) => !on && onClose() });

  const submit = form.handleSubmit(
    async (input) => {
      try {
        const outboxId = await queueSaleUpdate({
          ...input,
          uuid: start.uuid,
          vehicleUuid: start.vehicleUuid,
          sellerUuid: user && sellerIsFixed(user) ? (start.sellerUuid ?? user.uuid) : input.sellerUuid,
          rowVersion: start.rowVersion,
        });
        announceWrite(() => whenSettled(mirror(), outboxId), online, EDIT_OUTCOMES);
      } catch {
        toastError(SALE_MESSAGES.editFailed);
        return;
      }
      editor.close();
    },
    () => focusFirstInvalid(document.getElementById(FORM_ID)),
  );

  return (
    <Stack gap="6" data-testid="sale-edit-mode">
      <PageHeader
        title="Detalhes de venda"
        actions={
          <HStack gap="3" justify="flex-end" wrap="wrap">
            <Button variant="outline" minH="11" onClick={editor.cancel} data-testid="sale-edit-cancel">
              Cancelar
            </Button>
            <Button
              type="submit"
              form={FORM_ID}
              colorPalette="red"
              minH="11"
              loading={isSubmitting}
              data-testid="sale-edit-save"
            >
              Guardar alterações
            </Button>
          </HStack>
        }
      />
      <FormProvider {...form}>
        <form id={FORM_ID} onSubmit={(e) => void submit(e)} noValidate aria-label="Editar venda">
          <SaleInputs vehicle={vehicle} costs={costs} />
        </form>
      </FormProvider>
      {editor.guard.dialog}
    </Stack>
  );
}
