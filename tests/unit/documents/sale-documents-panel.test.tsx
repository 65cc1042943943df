/**
 * The 'Documentos' section (spec 02 §7): one button per document — 'Retoma'
 * only with a retake — and 'Resumo de venda'; online it asks the server and
 * saves '{plate} {suffix}.pdf' with the spec's toast; a role without
 * 'sale.documents' sees nothing, nor does a vehicle without a sale.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../src/app/providers';
import { mirror } from '../../../src/data/db';
import type { Role } from '../../../src/domain/enums';
import { documentContext } from '../../fixtures/sale-document-context';
import { SALE_MESSAGES } from '../../../src/domain/sales';
import { VehicleSaleDocuments } from '../../../src/features/sales';
import { makeVehicle, signInWithMirror } from '../vehicle/render-vehicle';

const VEHICLE = makeVehicle({ licensePlate: 'AB-12-CD' });
const BASE = documentContext().sale;
const SALE = { ...BASE, uuid: '00000000-0000-4000-8000-000000005a1', vehicleUuid: VEHICLE.uuid };
const RETAKE = { brand: 'Citroën', model: 'C3', licensePlate: '11-AA-22', mileage: 1000, retakeValue: 2000 };

async function renderPanel(role: Role, sale: typeof SALE | null) {
  await signInWithMirror(role);
  await mirror().vehicles.put(VEHICLE);
  if (sale) await mirror().sales.put(sale);
  render(
    <Providers>
      <div data-testid="host">
        <VehicleSaleDocuments vehicle={VEHICLE} />
      </div>
    </Providers>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the sale documents section', { timeout: 30_000 }, () => {
  it('lists the documents, the retake only with a retake', async () => {
    await renderPanel('SELLER', SALE);
    const labels = [
      'Autorização de Circulação',
      'Contrato de Venda',
      'Garantia',
      'Material',
      'Multas',
      'Política de Privacidade',
      'Resumo de venda',
    ];
    for (const name of labels) expect(await screen.findByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retoma' })).toBeNull();
  });

  it('shows Retoma for a sale with a retake', async () => {
    await renderPanel('ADMIN', { ...SALE, retake: true, retakeVehicle: RETAKE });
    expect(await screen.findByRole('button', { name: 'Retoma' })).toBeInTheDocument();
  });

  it('online, downloads from the server as "{plate} Contrato de Venda.pdf" with the toast', async () => {
    await renderPanel('MANAGER', SALE);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        asked.push(input.url);
        return new Response('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const names: string[] = [];
    const urls = URL as unknown as Record<string, unknown>;
    urls.createObjectURL = () => 'blob:pdf';
    urls.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Contrato de Venda' }));
    expect(await screen.findByText(SALE_MESSAGES.pdfDownload)).toBeInTheDocument();
    expect(names).toEqual(['AB-12-CD Contrato de Venda.pdf']);
    expect(new URL(asked[0] ?? '').pathname).toBe(`/api/documents/sale/${SALE.uuid}/contract`);

    await userEvent.click(screen.getByRole('button', { name: 'Resumo de venda' }));
    await waitFor(() => expect(names).toHaveLength(2));
    expect(names[1]).toBe('AB-12-CD Venda.pdf');
    expect(new URL(asked[1] ?? '').pathname).toBe(`/api/sales/${SALE.uuid}/generate-pdf`);
  });

  it('is absent for WORKSHOP, and for a vehicle without a sale, once the mirror has answered', async () => {
    // Until the mirror answers the panel is a mark, so an absence is read only after it goes.
    const answered = async () => {
      await waitFor(() => expect(screen.queryByTestId('sale-documents-loading')).toBeNull());
    };
    await renderPanel('WORKSHOP', SALE);
    await answered();
    expect(await mirror().sales.count()).toBe(1);
    expect(screen.queryByTestId('sale-documents')).toBeNull();
    cleanup();
    await renderPanel('ADMIN', null);
    expect(screen.getByTestId('sale-documents-loading')).toBeInTheDocument();
    await answered();
    expect(screen.queryByTestId('sale-documents')).toBeNull();
  });
});
