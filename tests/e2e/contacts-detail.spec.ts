/**
 * The contact screens at both sizes (issue 12): axe-core finds no WCAG 2.2
 * A/AA violation on 'Novo contacto', the contact detail in view and edit mode
 * and the interaction modal; the admin chooses the assignee and reopens a
 * sold contact, online, and the server agrees.
 */
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe';
import { apiToken, auth, labelled, login } from './helpers';
import { allSent } from './helpers/device-storage';

test('the contact screens are accessible, and an admin assigns, sells and reopens a contact', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const name = `Contacto A11y ${testInfo.project.name} ${Date.now()}`;
  const token = await apiToken(request, 'admin@demo.pt');

  await login(page, 'admin@demo.pt');
  await allSent(page);
  await page.goto('/account/contacts/new');
  await expect(page.getByRole('heading', { name: 'Novo contacto' })).toBeVisible();
  await expectNoViolations(page);

  await page.getByLabel(labelled('Nome')).fill(name);
  const assignee = page.getByLabel(labelled('Vendedor'));
  // A seller of the demo company (vendedor2@demo.pt).
  await assignee.selectOption({ label: 'Vasco Vendedor' });
  const chosen = await assignee.inputValue();
  await page.getByTestId('interaction-add').click();
  await expect(page.getByTestId('interaction-modal')).toBeVisible();
  await expectNoViolations(page, '[data-testid="interaction-modal"]');
  await page.getByTestId('interaction-modal').getByLabel(labelled('Descrição')).fill('Pediu proposta');
  await page.getByTestId('interaction-save').click();
  await page.getByTestId('contact-save').click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await allSent(page);
  await expect(page.getByText('Contacto gravado com successo')).toBeVisible();
  await expectNoViolations(page);

  await page.getByTestId('contact-edit').click();
  await expect(page.getByTestId('contact-save')).toBeVisible();
  await expectNoViolations(page);
  await page.getByTestId('contact-cancel').click();

  await page.getByTestId('contact-action-sell').click();
  await expect(page.getByRole('button', { name: 'Re-Abrir' })).toBeVisible();
  await allSent(page);
  await page.getByRole('button', { name: 'Re-Abrir' }).click();
  await expect(page.getByTestId('contact-status')).toHaveAttribute('data-status', 'OPEN');
  await allSent(page);

  const uuid = page.url().split('/').at(-1) ?? '';
  const answer = await request.get(`/api/contacts/${uuid}`, {
    headers: auth(token),
  });
  expect(answer.status()).toBe(200);
  const { contact } = (await answer.json()) as {
    contact: { name: string; status: string; contactUserUuid: string; iteractions: unknown[] };
  };
  expect(contact).toMatchObject({ name, status: 'OPEN', contactUserUuid: chosen });
  expect(contact.iteractions).toHaveLength(1);
});
