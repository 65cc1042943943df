/**
 * The contact detail (spec 02 §2, §4, §5): the actions its status offers, a status change and
 * an interaction added and removed queued at once with the contact (offline), the interaction
 * modal's validation and its 1 s save lock, and the not-found state.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mirror } from '../../../src/data/db';
import { SAVE_LOCK_MS } from '../../../src/ui/use-save-lock';
import { toaster } from '../../../src/ui/toaster';
import {
  CONTACT_UUID,
  label,
  makeContact,
  makeInteraction,
  renderContactScreens,
  signInWithMirror,
} from './render-contacts';
import type { Contact } from '../../../src/domain/entities';

beforeEach(() => {
  toaster.remove();
});

async function openContact(overrides: Partial<Contact> = {}, role: 'SELLER' | 'MANAGER' = 'SELLER') {
  await signInWithMirror(role);
  await mirror().contacts.put(makeContact(overrides));
  await mirror().interactions.put(makeInteraction());
  const rendered = renderContactScreens(`/admin/contacts/${CONTACT_UUID}`);
  await screen.findByTestId('contact-show');
  return rendered;
}

/** The detail's action buttons, by what they say. */
const actionNames = () =>
  [...document.querySelectorAll('[data-testid^="contact-action-"], [data-testid="contact-edit"]')].map(
    (b) => b.textContent ?? '',
  );

describe('the contact detail', { timeout: 30_000 }, () => {
  it("offers 'Editar contato', 'Fechado', 'Vendido' and 'Apagar' while open, 'Re-Abrir' once sold", async () => {
    await openContact();
    expect(actionNames()).toEqual(['Fechado', 'Vendido', 'Apagar', 'Editar contato']);
    expect(screen.getByTestId('interaction-add')).toBeVisible();
    expect(screen.getByTestId('interaction-row')).toHaveTextContent('02/03/2026');

    await mirror().contacts.put(makeContact({ status: 'SOLD' }));
    await waitFor(() => expect(actionNames()).toEqual(['Re-Abrir']));
    // A sold contact is reopened before it changes: no interaction is added to it.
    expect(screen.queryByTestId('interaction-add')).not.toBeInTheDocument();
    expect(screen.queryByTestId('interaction-delete')).not.toBeInTheDocument();

    await mirror().contacts.put(makeContact({ status: 'CLOSED' }));
    await waitFor(() => expect(screen.getByTestId('contact-status')).toHaveTextContent('Fechado'));
    expect(actionNames()).toEqual(['Re-Abrir']);
  });

  it("'Vendido' queues the status change and shows it at once, offline", async () => {
    const { user } = await openContact();
    await user.click(screen.getByTestId('contact-action-sell'));
    await waitFor(() => expect(screen.getByTestId('contact-status')).toHaveAttribute('data-status', 'SOLD'));
    expect(actionNames()).toEqual(['Re-Abrir']);
    expect(screen.getByTestId('contact-pending')).toBeVisible();
    const rows = await mirror().outbox.toArray();
    expect(rows.map((r) => [`${r.entity}:${r.op}`, r.baseVersion, r.payload])).toEqual([
      ['contacts:status', 3, { uuid: CONTACT_UUID, status: 'SOLD', rowVersion: 3 }],
    ]);
  });

  it('adds an interaction with the whole contact, then removes one through deletedIteractions', async () => {
    const { user } = await openContact();
    await user.click(screen.getByTestId('interaction-add'));
    const modal = await screen.findByTestId('interaction-modal');
    await user.type(within(modal).getByLabelText(label('Descrição')), 'Voltou com a esposa');
    await user.click(within(modal).getByTestId('interaction-save'));
    await waitFor(() => expect(screen.getAllByTestId('interaction-row')).toHaveLength(2));
    const [put] = await mirror().outbox.toArray();
    expect(put).toMatchObject({ entity: 'contacts', op: 'update', baseVersion: 3 });
    expect(put!.payload).toMatchObject({
      uuid: CONTACT_UUID,
      name: 'Joana Pires',
      status: 'OPEN',
      iteractions: [
        { uuid: makeInteraction().uuid, description: 'Viu o Clio' },
        { description: 'Voltou com a esposa' },
      ],
      deletedIteractions: [],
    });

    // Newest first (issue 24): the stored, older interaction is the last row.
    await user.click(screen.getAllByTestId('interaction-delete')[1]!);
    await user.click(await screen.findByTestId('confirm-dialog-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('interaction-row')).toHaveLength(1));
    const rows = await mirror().outbox.toArray();
    expect(rows).toHaveLength(2);
    expect(rows[1]!.payload).toMatchObject({ deletedIteractions: [makeInteraction().uuid] });
    expect(await mirror().interactions.get(makeInteraction().uuid)).toBeUndefined();
  });

  it("the interaction modal requires a description and a date, and locks 'Gravar' for 1 s", async () => {
    const { user } = await openContact();
    await user.click(screen.getByTestId('interaction-add'));
    const modal = await screen.findByTestId('interaction-modal');
    await user.clear(within(modal).getByLabelText(label('Data')));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(within(modal).getByTestId('interaction-save'));
      expect(await within(modal).findAllByText('Campo obrigatório')).toHaveLength(2);
      expect(within(modal).getByTestId('interaction-save')).toBeDisabled();
      await act(async () => {
        vi.advanceTimersByTime(SAVE_LOCK_MS + 10);
      });
      expect(within(modal).getByTestId('interaction-save')).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
    expect(await mirror().outbox.count()).toBe(0);
    await user.type(within(modal).getByLabelText(label('Descrição')), '   ');
    await user.click(within(modal).getByTestId('interaction-save'));
    expect(within(modal).getAllByText('Campo obrigatório')).toHaveLength(2);
  });

  it('edits the contact and saves it with its interactions', async () => {
    const { user } = await openContact({}, 'MANAGER');
    await user.click(screen.getByTestId('contact-edit'));
    const name = screen.getByLabelText(label('Nome'));
    await user.clear(name);
    await user.type(name, '  Joana   Pires Lopes ');
    await user.click(screen.getByTestId('contact-save'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Joana Pires Lopes' })).toBeVisible());
    const [row] = await mirror().outbox.toArray();
    expect(row!.payload).toMatchObject({
      name: 'Joana Pires Lopes',
      iteractions: [{ uuid: makeInteraction().uuid }],
    });
  });

  it('shows a refused change with its reason, and discarding it puts the contact back', async () => {
    const { user } = await openContact();
    await user.click(screen.getByTestId('contact-action-close'));
    await waitFor(() =>
      expect(screen.getByTestId('contact-status')).toHaveAttribute('data-status', 'CLOSED'),
    );
    const [row] = await mirror().outbox.toArray();
    // As the push marks a refusal (the server's reason kept for the user).
    await mirror().outbox.update(row!.seq!, {
      state: 'failed',
      lastError: 'Reabra o contacto para o alterar',
    });
    const notice = await screen.findByTestId('contact-refused');
    expect(notice).toHaveTextContent('Erro ao tentar gravar o contacto. Por favor tente mais tarde');
    expect(notice).toHaveTextContent('Reabra o contacto para o alterar');
    await user.click(within(notice).getByTestId('contact-refused-discard'));
    await waitFor(() => expect(screen.getByTestId('contact-status')).toHaveAttribute('data-status', 'OPEN'));
    expect(screen.queryByTestId('contact-refused')).not.toBeInTheDocument();
    expect(await mirror().outbox.count()).toBe(0);
  });

  it('is not found for a role without the contacts, even assigned to them', async () => {
    // Assigned to the signed-in user (makeContact's default): only 'contact.read' keeps it out.
    await signInWithMirror('WORKSHOP');
    await mirror().contacts.put(makeContact());
    renderContactScreens(`/admin/contacts/${CONTACT_UUID}`);
    expect(await screen.findByTestId('contact-missing')).toHaveTextContent('Este contacto não existe');
    expect(screen.queryByTestId('contact-show')).not.toBeInTheDocument();
  });

  it("is not found for another seller's contact", async () => {
    await signInWithMirror('SELLER');
    await mirror().contacts.put(makeContact({ contactUserUuid: '00000000-0000-4000-8000-00000000f001' }));
    renderContactScreens(`/admin/contacts/${CONTACT_UUID}`);
    expect(await screen.findByTestId('contact-missing')).toHaveTextContent('Este contacto não existe');
  });

  it('shows a clear message for an unknown contact', async () => {
    await signInWithMirror('SELLER');
    renderContactScreens('/admin/contacts/00000000-0000-4000-8000-00000000beef');
    expect(await screen.findByTestId('contact-missing')).toHaveTextContent('Este contacto não existe');
  });
});
