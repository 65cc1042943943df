/**
 * The toaster loads after the first screen (toaster.tsx): a toast asked for before its store and
 * view are there waits, in order, and shows once they load; 'remove' drops the waiting ones too.
 * Each test starts from a fresh module: the store not yet loaded.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshToaster() {
  vi.resetModules();
  return import('./toaster');
}

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('toaster before it has loaded', () => {
  it('keeps the toasts asked for before the store loads and shows them, in order, once it has', async () => {
    const { Toaster, toastError, toastSuccess } = await freshToaster();
    toastError('Primeiro aviso');
    toastSuccess('Segundo aviso');
    render(
      <ChakraProvider value={defaultSystem}>
        <Toaster />
      </ChakraProvider>,
    );
    const first = await screen.findByText('Primeiro aviso');
    const second = await screen.findByText('Segundo aviso');
    // Chakra stacks the newest first: the second above the first means they were created in order.
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('drops the waiting toasts on remove(), and shows the later ones', async () => {
    const { Toaster, toaster, toastError } = await freshToaster();
    toastError('Esquecido');
    toaster.remove();
    render(
      <ChakraProvider value={defaultSystem}>
        <Toaster />
      </ChakraProvider>,
    );
    toastError('Depois');
    expect(await screen.findByText('Depois')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Esquecido')).not.toBeInTheDocument());
  });
});

describe('the same message again', () => {
  it('renews the one toast instead of stacking copies (a download clicked three times)', async () => {
    const { Toaster, toastSuccess } = await freshToaster();
    render(
      <ChakraProvider value={defaultSystem}>
        <Toaster />
      </ChakraProvider>,
    );
    for (let i = 0; i < 3; i++) toastSuccess('O PDF será transferido automaticamente');
    toastSuccess('Outro aviso');
    await screen.findByText('Outro aviso');
    expect(screen.getAllByText('O PDF será transferido automaticamente')).toHaveLength(1);
  });
});
