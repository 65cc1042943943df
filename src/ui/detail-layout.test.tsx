/**
 * The detail layout, the editor hook and the leave guard, once for every
 * detail screen: loading and not-found texts, view/edit mode, scroll to the
 * top, and the unsaved-changes dialog on Cancelar, on a link (the navigation
 * bar), on the header's back arrow, on the browser's back button and on
 * closing the tab.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../tests/unit/support/render-with-router';
import { UNSAVED_TITLE } from './confirm-dialog';
import { DetailLayout, DetailPage, EditorButtons } from './detail-layout';
import { useEntityEditor } from './use-entity-editor';
import { useLeaveGuard } from './use-leave-guard';

interface Thing {
  name: string;
}

function ThingEditor({ thing }: { thing: Thing }) {
  const [name, setName] = useState(thing.name);
  const editor = useEntityEditor({ isDirty: name !== thing.name, onReset: () => setName(thing.name) });
  return (
    <DetailPage title={`Detalhes do ${thing.name}`} testId="thing-show" editor={editor}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          editor.close();
        }}
      >
        <label>
          Nome
          <input value={name} readOnly={!editor.editing} onChange={(e) => setName(e.target.value)} />
        </label>
        <EditorButtons editor={editor} editLabel="Editar coisa" canEdit testId="thing" />
      </form>
      <Link to="/elsewhere">Outra página</Link>
    </DetailPage>
  );
}

function ThingPage({ thing }: { thing: Thing | null | undefined }) {
  return (
    <DetailLayout
      record={thing}
      missingTitle="Coisa"
      missingText="Esta coisa não existe"
      loadingText="A carregar a coisa"
      testId="thing"
    >
      {(t) => <ThingEditor thing={t} />}
    </DetailLayout>
  );
}

/** A create form: leaves after its save without asking. */
function ThingCreate() {
  const [name, setName] = useState('');
  const guard = useLeaveGuard(name !== '');
  return (
    <div>
      <input aria-label="Nome" value={name} onChange={(e) => setName(e.target.value)} />
      <Link to="/elsewhere">Outra página</Link>
      <button type="button" onClick={() => guard.leave(() => historyRef.current?.push('/elsewhere'))}>
        Criar
      </button>
      {guard.dialog}
    </div>
  );
}

const historyRef: { current: ReturnType<typeof renderWithRouter>['history'] | null } = { current: null };

function renderAt(element: React.ReactNode) {
  const { history } = renderWithRouter(
    [
      { path: '/before', element: <p>Página anterior</p> },
      { path: '/thing', element },
      { path: '/elsewhere', element: <p>Noutra página</p> },
    ],
    {
      initialEntries: ['/before', '/thing'],
      wrap: (children) => <ChakraProvider value={defaultSystem}>{children}</ChakraProvider>,
    },
  );
  historyRef.current = history;
  return { history, user: userEvent.setup() };
}

async function editName(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Editar coisa' }));
  await user.type(screen.getByLabelText('Nome'), ' nova');
}

const dialogTitle = () => screen.queryByText(UNSAVED_TITLE);

describe('DetailLayout', () => {
  it('shows the loading text while the record is read', () => {
    renderAt(<ThingPage thing={undefined} />);
    expect(screen.getByTestId('thing-loading')).toHaveTextContent('A carregar a coisa');
  });

  it("shows the spec's not-found message under a header when the record is not there", () => {
    renderAt(<ThingPage thing={null} />);
    expect(screen.getByTestId('thing-missing')).toHaveTextContent('Esta coisa não existe');
    expect(screen.getByRole('heading', { name: 'Coisa' })).toBeInTheDocument();
  });
});

describe('useEntityEditor + EditorButtons', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it("opens edit mode with 'Editar …', scrolled to the top, with 'Cancelar' and 'Guardar informação'", async () => {
    const { user } = renderAt(<ThingPage thing={{ name: 'Ana' }} />);
    expect(screen.getByLabelText('Nome')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Guardar informação' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar coisa' }));
    expect(screen.getByLabelText('Nome')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar informação' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('Cancelar on a clean form goes back to view mode without asking', async () => {
    const { user } = renderAt(<ThingPage thing={{ name: 'Ana' }} />);
    await user.click(screen.getByRole('button', { name: 'Editar coisa' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(dialogTitle()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar coisa' })).toBeInTheDocument();
  });

  it('Cancelar on a dirty form asks; Cancelar stays editing, Confirmar puts the record back', async () => {
    const { user } = renderAt(<ThingPage thing={{ name: 'Ana' }} />);
    await editName(user);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText(UNSAVED_TITLE)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Cancelar' }).at(-1)!);
    await waitFor(() => expect(dialogTitle()).not.toBeInTheDocument());
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana nova');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveValue('Ana'));
    expect(screen.getByRole('button', { name: 'Editar coisa' })).toBeInTheDocument();
  });

  it("the header's back arrow on a dirty form asks; Cancelar stays, Confirmar goes back", async () => {
    const { user, history } = renderAt(<ThingPage thing={{ name: 'Ana' }} />);
    await editName(user);
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByText(UNSAVED_TITLE)).toBeInTheDocument();
    expect(history.location.pathname).toBe('/thing');
    await user.click(screen.getAllByRole('button', { name: 'Cancelar' }).at(-1)!);
    await waitFor(() => expect(dialogTitle()).not.toBeInTheDocument());
    expect(history.location.pathname).toBe('/thing');

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Página anterior')).toBeInTheDocument();
  });

  it('a link (the navigation bar) and the browser back button on a dirty form ask first', async () => {
    const { user, history } = renderAt(<ThingPage thing={{ name: 'Ana' }} />);
    await editName(user);
    await user.click(screen.getByRole('link', { name: 'Outra página' }));
    expect(await screen.findByText(UNSAVED_TITLE)).toBeInTheDocument();
    expect(history.location.pathname).toBe('/thing');
    await user.click(screen.getAllByRole('button', { name: 'Cancelar' }).at(-1)!);
    await waitFor(() => expect(dialogTitle()).not.toBeInTheDocument());

    act(() => history.go(-1));
    expect(await screen.findByText(UNSAVED_TITLE)).toBeInTheDocument();
    expect(history.location.pathname).toBe('/thing');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Página anterior')).toBeInTheDocument();
  });

  it('closing the tab on a dirty form is refused (beforeunload), and allowed again once clean', async () => {
    const { user } = renderAt(<ThingPage thing={{ name: 'Ana' }} />);
    const closeTab = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closeTab()).toBe(false);
    await editName(user);
    expect(closeTab()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveValue('Ana'));
    expect(closeTab()).toBe(false);
  });

  it('a clean page is left without asking', async () => {
    const { user } = renderAt(<ThingPage thing={{ name: 'Ana' }} />);
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByText('Página anterior')).toBeInTheDocument();
    expect(dialogTitle()).not.toBeInTheDocument();
  });
});

describe('useLeaveGuard on a create form', () => {
  it('asks before a dirty form is left, and leaves without asking after its save', async () => {
    const { user, history } = renderAt(<ThingCreate />);
    await user.type(screen.getByLabelText('Nome'), 'Nova');
    await user.click(screen.getByRole('link', { name: 'Outra página' }));
    expect(await screen.findByText(UNSAVED_TITLE)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Cancelar' }).at(-1)!);
    await waitFor(() => expect(dialogTitle()).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText('Noutra página')).toBeInTheDocument();
    expect(dialogTitle()).not.toBeInTheDocument();
    expect(history.location.pathname).toBe('/elsewhere');
  });
});
