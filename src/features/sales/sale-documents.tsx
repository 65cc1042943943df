/**
 * The sale's 'Documentos' (spec 02 §7): one button per document — the retake's
 * only with a retake — and 'Resumo de venda' for the whole sale, each saved as
 * '{plate} {suffix}.pdf' with the spec's toast. The server prints them online;
 * offline, or while the sale waits to be sent, the device prints the same
 * definition (src/data/documents). A failure is only logged (spec 02 §8).
 */
import { Box, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { mirror, useLiveQuery } from '../../data/db';
import { saleDocumentBlob } from '../../data/documents';
import { useSessionStore } from '../../data/session';
import type { Sale, Vehicle } from '../../domain/entities';
import { can } from '../../domain/permissions';
import { SALE_DOCUMENTS, SALE_MESSAGES, saleDocumentFileName } from '../../domain/sales';
import { SALE_SUMMARY_TITLE, saleDocumentIds, saleSummaryFileName } from '../../domain/sale-documents/list';
import type { SaleDocumentId } from '../../domain/sale-documents';
import { saveBlob } from '../../ui/save-blob';
import { toastSuccess } from '../../ui/toaster';

export const SALE_DOCUMENTS_TITLE = 'Documentos';

export interface SaleDocumentsProps {
  sale: Sale;
  vehicle: Vehicle;
}

const labelOf = (id: SaleDocumentId) => (id === 'summary' ? SALE_SUMMARY_TITLE : SALE_DOCUMENTS[id]);
const fileNameOf = (plate: string, id: SaleDocumentId) =>
  id === 'summary' ? saleSummaryFileName(plate) : saleDocumentFileName(plate, id);

export function SaleDocuments({ sale, vehicle }: SaleDocumentsProps) {
  const user = useSessionStore((s) => s.user);
  const [busy, setBusy] = useState<SaleDocumentId | null>(null);
  if (!can(user, 'sale.documents')) return null;

  const download = async (id: SaleDocumentId) => {
    setBusy(id);
    try {
      const blob = await saleDocumentBlob(sale.uuid, id);
      saveBlob(blob, fileNameOf(vehicle.licensePlate, id));
      toastSuccess(SALE_MESSAGES.pdfDownload);
    } catch (error) {
      console.error('Sale document download failed', error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="3" data-testid="sale-documents">
      <Heading as="h2" size="md">
        {SALE_DOCUMENTS_TITLE}
      </Heading>
      <HStack gap="3" wrap="wrap">
        {saleDocumentIds(sale).map((id) => (
          <Button
            key={id}
            variant="outline"
            minH="11"
            loading={busy === id}
            disabled={busy !== null && busy !== id}
            onClick={() => void download(id)}
            data-testid={`sale-document-${id}`}
          >
            {labelOf(id)}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}

/**
 * The vehicle page's documents panel: the vehicle's sale from the mirror, when it has one. Until the
 * mirror has answered it is an empty mark (`sale-documents-loading`), so "no documents" is told from
 * "not read yet"; without a sale it is nothing.
 */
export function VehicleSaleDocuments({ vehicle }: { vehicle: Vehicle }) {
  const sale = useLiveQuery(
    async () => (await mirror().sales.where('vehicleUuid').equals(vehicle.uuid).first()) ?? null,
    [vehicle.uuid],
  );
  if (sale === undefined) return <Box aria-busy="true" data-testid="sale-documents-loading" />;
  return sale ? <SaleDocuments sale={sale} vehicle={vehicle} /> : null;
}
