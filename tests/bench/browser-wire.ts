/**
 * Bytes on the wire as the page received them (CDP Network.loadingFinished
 * encodedDataLength: compressed as served, headers included): the change-feed
 * pages (/api/sync/changes) and the JS and CSS the page loaded while the
 * tally's `assets` phase was open (the first load: login screen, then the
 * stock list). The service worker's precache downloads are its own requests;
 * they are counted apart, from Playwright's request sizes (body + headers).
 */
import type { BrowserContext, Page, Request } from '@playwright/test';

interface Asset {
  url: string;
  type: string;
  encoding: string;
}

export interface WireTally {
  syncPages: number;
  syncBytes: number;
  syncEncodings: Set<string>;
  /** Summed over the pages: request sent → last byte in (the server's and the network's share). */
  syncWaitMs: number;
  /** When the first page's last byte was in (this process's performance.now()); null before. */
  syncFirstPageAtMs: number | null;
  jsBytes: number;
  jsFiles: number;
  cssBytes: number;
  cssFiles: number;
  assetEncodings: Set<string>;
  precacheBytes: number;
  precacheFiles: number;
}

export function emptyTally(): WireTally {
  return {
    syncPages: 0,
    syncBytes: 0,
    syncEncodings: new Set(),
    syncWaitMs: 0,
    syncFirstPageAtMs: null,
    jsBytes: 0,
    jsFiles: 0,
    cssBytes: 0,
    cssFiles: 0,
    assetEncodings: new Set(),
    precacheBytes: 0,
    precacheFiles: 0,
  };
}

/**
 * Starts counting on `page` (and on the context's service worker). `closeAssets()` ends the first
 * load's JS/CSS phase; `tally` keeps growing with every later sync page until `stop()`.
 */
export async function tallyWire(
  context: BrowserContext,
  page: Page,
): Promise<{ tally: WireTally; closeAssets: () => void; stop: () => Promise<void> }> {
  const tally = emptyTally();
  const requests = new Map<string, Asset>();
  /** CDP's monotonic clock, in seconds, at each request's sending. */
  const sentS = new Map<string, number>();
  let assetsOpen = true;
  let counting = true;
  const cdp = await context.newCDPSession(page);
  cdp.on('Network.requestWillBeSent', (e) => {
    sentS.set(e.requestId, e.timestamp);
  });
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    requests.set(e.requestId, {
      url: e.response.url,
      type: e.type,
      encoding: headers['content-encoding'] ?? 'identity',
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const asset = requests.get(e.requestId);
    const sent = sentS.get(e.requestId);
    requests.delete(e.requestId);
    sentS.delete(e.requestId);
    if (!asset || !counting) return;
    const path = new URL(asset.url).pathname;
    if (path === '/api/sync/changes') {
      tally.syncFirstPageAtMs ??= performance.now();
      tally.syncPages += 1;
      tally.syncBytes += e.encodedDataLength;
      tally.syncEncodings.add(asset.encoding);
      if (sent !== undefined) tally.syncWaitMs += (e.timestamp - sent) * 1000;
    } else if (assetsOpen && (asset.type === 'Script' || asset.type === 'Stylesheet')) {
      const js = asset.type === 'Script';
      if (js) tally.jsBytes += e.encodedDataLength;
      else tally.cssBytes += e.encodedDataLength;
      if (js) tally.jsFiles += 1;
      else tally.cssFiles += 1;
      tally.assetEncodings.add(asset.encoding);
    }
  });
  await cdp.send('Network.enable');
  const sizes: Promise<void>[] = [];
  const onSwRequest = (request: Request) => {
    // The worker also fetches the rows' thumbnails (its media route): those are not the precache.
    const path = new URL(request.url()).pathname;
    if (!counting || !request.serviceWorker() || /^\/(demo|api)\//.test(path)) return;
    sizes.push(
      request.sizes().then(
        (s) => {
          tally.precacheBytes += s.responseBodySize + s.responseHeadersSize;
          tally.precacheFiles += 1;
        },
        () => undefined,
      ),
    );
  };
  context.on('requestfinished', onSwRequest);
  return {
    tally,
    closeAssets: () => {
      assetsOpen = false;
    },
    stop: async () => {
      await Promise.all(sizes);
      counting = false;
      context.off('requestfinished', onSwRequest);
      await cdp.detach();
    },
  };
}

export function kib(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(2)} MiB`
    : `${(bytes / 1024).toFixed(0)} KiB`;
}
