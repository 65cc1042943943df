/**
 * A sale document's context read from the mirror (the sale, its vehicle, the
 * company, the seller, the financing company, the stand) and the company's
 * branding with its logo as PNG, for rendering on the device.
 */
import type { Branding } from '../../domain/pdf/branded-page';
import { DEFAULT_BAND_COLOR } from '../../domain/pdf/branded-page';
import type { SaleDocumentContext } from '../../domain/sale-documents';
import { companyIdentityOf } from '../../domain/schemas/company-identity';
import { isoDate } from '../../domain/stock';
import { userLabel } from '../../domain/types';
import type { MontraDb } from '../db';
import { LOCAL_MEDIA_PREFIX } from '../media';

export interface DeviceDocumentSource {
  ctx: SaleDocumentContext;
  logo: string | null;
}

/** Null when the mirror lacks the sale or its vehicle. */
export async function saleContextFromMirror(
  db: MontraDb,
  saleUuid: string,
): Promise<DeviceDocumentSource | null> {
  const sale = await db.sales.get(saleUuid);
  if (!sale) return null;
  const vehicle = await db.vehicles.get(sale.vehicleUuid);
  if (!vehicle) return null;
  const [company, seller, financial, stand] = await Promise.all([
    db.companies.get(vehicle.companyUuid),
    sale.sellerUuid ? db.users.get(sale.sellerUuid) : undefined,
    sale.loanCompany ? db.financials.get(sale.loanCompany) : undefined,
    vehicle.standUuid ? db.stands.get(vehicle.standUuid) : undefined,
  ]);
  return {
    ctx: {
      sale,
      vehicle,
      company: {
        name: company?.name ?? '',
        color: company?.color ?? null,
        ...companyIdentityOf(company ?? {}),
      },
      sellerName: seller ? userLabel(seller) : null,
      loanCompanyName: financial?.name ?? null,
      standLocation: sale.standLocation ?? stand?.location ?? null,
      today: isoDate(new Date()),
      // Known only where the mirror holds the VAT flag (the roles that see it).
      ...(vehicle.iva === undefined ? {} : { marginScheme: vehicle.state !== 'NEW' && !vehicle.iva }),
    },
    logo: company?.logo ?? null,
  };
}

/** Any image the browser decodes (logos are WebP) as PNG bytes, which pdfkit reads. */
async function toPng(blob: Blob): Promise<ArrayBuffer> {
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!png) throw new Error('PNG encoding failed');
  return png.arrayBuffer();
}

/**
 * The logo from the device's queue (a logo picked offline) or the media
 * cache/network; left out when it cannot be read (offline, never cached).
 */
async function logoPng(db: MontraDb, logo: string | null): Promise<ArrayBuffer | null> {
  if (!logo) return null;
  try {
    if (logo.startsWith(LOCAL_MEDIA_PREFIX)) {
      const queued = await db.blobs.get(logo.slice(LOCAL_MEDIA_PREFIX.length));
      return queued ? await toPng(new Blob([queued.bytes], { type: queued.type })) : null;
    }
    const res = await fetch(logo, { credentials: 'same-origin' });
    return res.ok ? await toPng(await res.blob()) : null;
  } catch {
    return null;
  }
}

export async function deviceBranding(db: MontraDb, source: DeviceDocumentSource): Promise<Branding> {
  return {
    name: source.ctx.company.name,
    color: source.ctx.company.color ?? DEFAULT_BAND_COLOR,
    logo: await logoPng(db, source.logo),
  };
}
