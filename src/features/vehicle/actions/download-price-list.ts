/**
 * 'Preçário' (spec 02 §7): GET /api/documents-company/company/{companyUuid}/vehicle/{vehicleUuid}/pricelist,
 * saved as '{plate} Preçário.pdf'. The link is removed 1 s after the click; a failure is only
 * logged, as the stock CSV's is (spec 02 §8 names no error for it).
 */
import { request } from '../../../data/api';
import { priceListFileName } from '../../../domain/price-list';

export const DOWNLOAD_LINK_TTL_MS = 1000;

export async function downloadPriceList(
  vehicle: { uuid: string; companyUuid: string; licensePlate: string },
  withPrice: boolean,
): Promise<boolean> {
  try {
    const path = `documents-company/company/${vehicle.companyUuid}/vehicle/${vehicle.uuid}/pricelist`;
    const blob = await request((api) =>
      api.get(path, { searchParams: { with_price: String(withPrice) } }).blob(),
    );
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = priceListFileName(vehicle.licensePlate);
    document.body.appendChild(link);
    link.click();
    window.setTimeout(() => {
      link.remove();
      URL.revokeObjectURL(url);
    }, DOWNLOAD_LINK_TTL_MS);
    return true;
  } catch (error) {
    console.error('Price list download failed', error);
    return false;
  }
}
