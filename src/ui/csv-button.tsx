/**
 * A list's CSV button (spec 02 §2, §7, §8): the server writes the file, so it
 * needs the network — offline it says so instead of failing silently. Online
 * it fetches the file, hands it to the browser's download and shows the
 * spec's toast; a failure is only logged (spec 02 §8). The sold and contacts
 * lists use it.
 */
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { DownloadIcon } from './icons';
import { saveBlob } from './save-blob';
import { toastError, toastSuccess } from './toaster';

export const CSV_DOWNLOAD_TOAST = 'O CSV será transferido automaticamente';
export const CSV_OFFLINE_MESSAGE =
  'Sem ligação: o CSV é gerado no servidor. Tente de novo quando voltar a estar online.';

interface Props {
  testId: string;
  online: boolean;
  fileName: string;
  /** The file from the server (the list's filters in its query). */
  fetchCsv: () => Promise<Blob>;
}

/** Resolves true once the file is handed to the browser. */
export async function downloadCsv(fetchCsv: () => Promise<Blob>, fileName: string): Promise<boolean> {
  try {
    saveBlob(await fetchCsv(), fileName);
    return true;
  } catch (error) {
    console.error(`CSV download failed (${fileName})`, error);
    return false;
  }
}

export function CsvButton({ testId, online, fileName, fetchCsv }: Props) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (!online) {
      toastError(CSV_OFFLINE_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      if (await downloadCsv(fetchCsv, fileName)) toastSuccess(CSV_DOWNLOAD_TOAST);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      size="lg"
      minH="11"
      title="Transferir CSV"
      loading={busy}
      onClick={() => void onClick()}
      data-testid={testId}
    >
      <DownloadIcon boxSize="5" />
      CSV
    </Button>
  );
}
