/** pt-PT formatting for money, mileage and dates. */
const euro = new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' });
const mileageFormat = new Intl.NumberFormat('pt-PT', { maximumSignificantDigits: 3 });

export function formatEuro(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : euro.format(value);
}

/** Mileage with up to 3 significant digits and 'km' (spec 01 §9). */
export function formatMileage(km: number | null | undefined): string {
  return km === null || km === undefined ? '—' : `${mileageFormat.format(km)} km`;
}

const exactKm = new Intl.NumberFormat('pt-PT', { maximumFractionDigits: 0 });

/**
 * Exact kilometres ('88 282 km'): a sale and its documents record the odometer, never rounded
 * (issue 24: 'Detalhes de venda' showed '88 300 km'); the lists keep formatMileage.
 */
export function formatKmExact(km: number | null | undefined): string {
  return km === null || km === undefined ? '—' : `${exactKm.format(km)} km`;
}

/** YYYY-MM-DD → MM/YYYY (registration date in lists). */
export function formatMonthYear(date: string | null | undefined): string {
  if (!date) return '—';
  const [y, m] = date.split('-');
  return y && m ? `${m}/${y}` : '—';
}

/** YYYY-MM-DD → DD-MM-YYYY (sales, notifications). */
export function formatDateDash(date: string | null | undefined): string {
  if (!date) return '—';
  const [y, m, d] = date.slice(0, 10).split('-');
  return y && m && d ? `${d}-${m}-${y}` : '—';
}

/** YYYY-MM-DD → DD/MM/YYYY (interactions). */
export function formatDateSlash(date: string | null | undefined): string {
  if (!date) return '—';
  const [y, m, d] = date.slice(0, 10).split('-');
  return y && m && d ? `${d}/${m}/${y}` : '—';
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A size as people read it, in pt-PT: '512 B', '1,5 MB'. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toLocaleString('pt-PT', { maximumFractionDigits: digits })} ${BYTE_UNITS[unit]}`;
}
