// Unit tests run in jsdom with a real IndexedDB implementation in memory.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

import { afterEach, vi } from 'vitest';
import { bindWrites } from '../../src/app/data-layer';

// The declared writes act for the page's session, as the page's composition root has them do
// (tests with a device of their own hand the writes that device instead).
bindWrites();

// Lazy screens load their chunk on first render; on a busy 2-core CI machine that can take seconds.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs Chakra's (Zag's) popovers, menus and tooltips use.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
  }
  const scope = globalThis as { ResizeObserver?: unknown };
  if (!scope.ResizeObserver) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    scope.ResizeObserver = ResizeObserverStub;
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined;

  // Node's Request (used by ky under jsdom) rejects relative URLs; a browser resolves them
  // against the page, so '/api/...' reaches the stubbed fetch as it would in the app.
  const NodeRequest = globalThis.Request;
  const isAbsolute = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url);
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(
        typeof input === 'string' && !isAbsolute(input) ? new URL(input, window.location.href) : input,
        init,
      );
    }
  }
  globalThis.Request = PageRequest;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
