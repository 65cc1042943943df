// Unit tests run in jsdom with a real IndexedDB implementation in memory.
//
// A worker runs many test files one after another without isolating them (vitest.config.ts: the
// packages — React, Chakra, Dexie — are imported once per worker, not once per file), so each file
// starts here as a page freshly opened would: an empty IndexedDB, empty web storage, the address
// at '/', and every module of our own evaluated anew (its singletons — the open mirror, the
// stores, the session's idb-keyval store — made for this file).
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Dexie from 'dexie';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, vi } from 'vitest';

const emptyIndexedDb = new IDBFactory();
globalThis.indexedDB = emptyIndexedDb;
// Dexie read the factory once, when the worker first imported it.
Dexie.dependencies.indexedDB = emptyIndexedDb;
if (typeof window !== 'undefined') {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
}
vi.resetModules();

// The declared writes act for the page's session, as the page's composition root has them do
// (tests with a device of their own hand the writes that device instead).
const { bindWrites } = await import('../../src/app/data-layer');
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
