/**
 * A manager attaches the inspection PDF and opens it on a phone (issue 10):
 * gestor@demo.pt uploads a real PDF with a description, sees it in the files
 * table, opens it in the viewer — a page drawn by pdf.js on a canvas (Chromium
 * has no inline PDF viewer at 390 px) and a download button. A file added
 * offline shows at once, opens from the device, and goes up once online.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { apiToken, feedRecords, openVehicle, openedVehicleUuid } from './helpers';

function makePdf(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(28).text(text);
    doc.end();
  });
}

interface FeedFile {
  uuid: string;
  vehicleUuid: string;
  description: string;
  url: string;
}

async function serverFiles(request: APIRequestContext, vehicleUuid: string): Promise<FeedFile[]> {
  const token = await apiToken(request, 'gestor@demo.pt');
  return (await feedRecords<FeedFile>(request, token, 'files')).filter((f) => f.vehicleUuid === vehicleUuid);
}

/** Opens one of the stock list's vehicles (each project and test its own), returning its uuid. */
async function openFilesOf(page: Page, index: number): Promise<string> {
  await openVehicle(page, { as: 'gestor@demo.pt', row: index, offlineReady: true });
  await expect(page.getByTestId('vehicle-files')).toBeVisible();
  return openedVehicleUuid(page);
}

async function addFile(page: Page, description: string, pdf: Buffer) {
  await page.getByTestId('file-add').click();
  const modal = page.getByTestId('file-modal');
  await expect(modal.getByTestId('file-save')).toBeDisabled();
  await modal.getByTestId('file-description').fill(description);
  await expect(modal.getByTestId('file-save')).toBeDisabled();
  await modal
    .getByTestId('file-input')
    .setInputFiles({ name: 'inspecao.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(modal.getByTestId('file-save')).toBeEnabled();
  await modal.getByTestId('file-save').click();
  await expect(modal).toHaveCount(0);
}

async function expectPdfInViewer(page: Page, description: string) {
  await page.getByTestId('files-row').filter({ hasText: description }).getByText(description).click();
  const viewer = page.getByTestId('file-viewer');
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('canvas[data-testid="pdf-page"][data-drawn="true"]')).toBeVisible({
    timeout: 30_000,
  });
  const size = await viewer
    .getByTestId('pdf-page')
    .evaluate((c: HTMLCanvasElement) => ({ w: c.width, h: c.height }));
  expect(size.w).toBeGreaterThan(100);
  expect(size.h).toBeGreaterThan(size.w);
  await expect(viewer.getByTestId('file-download')).toBeVisible();
  await expect(viewer.getByTestId('file-download')).toHaveAttribute('download', `${description}.pdf`);
}

test('a manager attaches a PDF and opens it in the viewer', async ({ page, request }, testInfo) => {
  const vehicleUuid = await openFilesOf(page, 5);
  const description = `Inspeção ${testInfo.project.name} ${Date.now()}`;
  await addFile(page, description, await makePdf('Inspeção periódica obrigatória'));

  const row = page.getByTestId('files-row').filter({ hasText: description });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
  await expect(row.getByText('PDF')).toBeVisible();
  const stored = (await serverFiles(request, vehicleUuid)).filter((f) => f.description === description);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.url).toMatch(/\/api\/media\/c\/.+\/files\/.+\.pdf$/);

  await expectPdfInViewer(page, description);
});

test('a file added offline opens from the device and goes up once online', async ({
  page,
  context,
  request,
}, testInfo) => {
  const uploads: string[] = [];
  context.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/vehicles\/[^/]+\/file$/.test(r.url())) uploads.push(r.url());
  });
  const vehicleUuid = await openFilesOf(page, 7);
  const description = `Offline ${testInfo.project.name} ${Date.now()}`;

  await context.setOffline(true);
  await expect(page.getByTestId('sync-online')).toHaveText('Offline');
  await addFile(page, description, await makePdf('Relatório da oficina'));
  const row = page.getByTestId('files-row').filter({ hasText: description });
  await expect(row.getByTestId('file-upload-pending')).toBeVisible();
  // Queued: it opens from the bytes on the device.
  await expectPdfInViewer(page, description);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('file-viewer')).toHaveCount(0);

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
  await expect(row.getByTestId('file-upload-pending')).toHaveCount(0);
  await expect(row.getByText('PDF')).toBeVisible();
  expect((await serverFiles(request, vehicleUuid)).filter((f) => f.description === description)).toHaveLength(
    1,
  );
  expect(uploads).toHaveLength(1);
});
