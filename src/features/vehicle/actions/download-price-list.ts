/**
 * 'Preçário' (spec 02 §7): GET /api/documents-company/company/{companyUuid}/vehicle/{vehicleUuid}/pricelist,
 * saved as '{plate} Preçário.pdf'. A failure is only logged, as the stock CSV's is (spec 02 §8 names no
 * error for it).
 */
import { request } from '../../../data/api';
import { priceListFileName } from '../../../domain/price-list';
import { saveBlob } from '../../../ui/save-blob';

export async function downloadPriceList(
  vehicle: { uuid: string; companyUuid: string; licensePlate: string },
  withPrice: boolean,
): Promise<boolean> {
  try {
    const path = `documents-company/company/${vehicle.companyUuid}/vehicle/${vehicle.uuid}/pricelist`;
    const blob = await request((api) =>
      api.get(path, { searchParams: { with_price: String(withPrice) } }).blob(),
    );
    saveBlob(blob, priceListFileName(vehicle.licensePlate, withPrice));
    return true;
  } catch (error) {
    console.error('Price list download failed', error);
    return false;
  }
}
