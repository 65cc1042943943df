/**
 * A PDF drawn in the page by pdf.js, page by page, so it opens where the
 * browser has no inline PDF viewer (Chromium on phones). pdf.js and its
 * worker are loaded only when a PDF is first opened (dynamic import; the
 * worker as a Vite `?url` asset, precached by the service worker for offline).
 * Each page is drawn to the width of its box, sharp on high-density screens.
 */
import { Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';

export const PDF_ERROR = 'Não foi possível abrir o PDF';

type PdfJs = typeof import('pdfjs-dist');
let pdfjsLoad: Promise<PdfJs> | null = null;

/** pdf.js, once: the library and its worker are separate chunks, fetched on the first PDF. */
function loadPdfJs(): Promise<PdfJs> {
  pdfjsLoad ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    },
  );
  pdfjsLoad.catch(() => {
    pdfjsLoad = null;
  });
  return pdfjsLoad;
}

function usePdfDocument(bytes: ArrayBuffer): { doc: PDFDocumentProxy | null; failed: boolean } {
  const [state, setState] = useState<{ doc: PDFDocumentProxy | null; failed: boolean }>({
    doc: null,
    failed: false,
  });
  useEffect(() => {
    let cancelled = false;
    let loaded: PDFDocumentProxy | null = null;
    setState({ doc: null, failed: false });
    void loadPdfJs()
      .then(
        (pdfjs) =>
          // A copy: pdf.js hands the buffer to its worker, which would empty the caller's.
          pdfjs.getDocument({ data: new Uint8Array(bytes.slice(0)), isEvalSupported: false }).promise,
      )
      .then((doc) => {
        loaded = doc;
        if (cancelled) void doc.destroy();
        else setState({ doc, failed: false });
      })
      .catch(() => {
        if (!cancelled) setState({ doc: null, failed: true });
      });
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [bytes]);
  return state;
}

function PdfPage({ doc, pageNumber }: { doc: PDFDocumentProxy; pageNumber: number }) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const target = canvas.current;
    if (!target || width === 0) return;
    let cancelled = false;
    let task: { cancel(): void; promise: Promise<void> } | null = null;
    setDrawn(false);
    void doc.getPage(pageNumber).then((page) => {
      if (cancelled) return;
      const natural = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: width / natural.width });
      const ratio = window.devicePixelRatio || 1;
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      target.style.width = `${Math.floor(viewport.width)}px`;
      target.style.height = `${Math.floor(viewport.height)}px`;
      task = page.render({
        canvas: target,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      task.promise.then(
        () => !cancelled && setDrawn(true),
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, pageNumber, width]);

  return (
    <Stack ref={box} w="full" align="center" position="relative">
      <canvas
        ref={canvas}
        data-testid="pdf-page"
        data-page={pageNumber}
        data-drawn={drawn ? 'true' : 'false'}
        aria-label={`Página ${pageNumber}`}
        style={{ background: 'white', boxShadow: '0 1px 4px rgba(0,0,0,0.3)' }}
      />
    </Stack>
  );
}

export function PdfViewer({ bytes }: { bytes: ArrayBuffer }) {
  const { doc, failed } = usePdfDocument(bytes);
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [doc]);

  if (failed) return <Center py="12">{PDF_ERROR}</Center>;
  if (!doc) {
    return (
      <Center py="12">
        <Spinner role="status" aria-label="A abrir o PDF" />
      </Center>
    );
  }
  const pages = doc.numPages;
  return (
    <Stack gap="3" w="full" data-testid="pdf-viewer">
      {pages > 1 ? (
        <HStack justify="center" gap="3">
          <Button
            size="sm"
            minH="11"
            variant="outline"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Página anterior
          </Button>
          <Text data-testid="pdf-page-count">
            Página {page} de {pages}
          </Text>
          <Button
            size="sm"
            minH="11"
            variant="outline"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Página seguinte
          </Button>
        </HStack>
      ) : null}
      <PdfPage doc={doc} pageNumber={page} />
    </Stack>
  );
}
