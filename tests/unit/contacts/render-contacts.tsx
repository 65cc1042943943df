/**
 * The contact screens as the app routes them (create, detail) under the app's router (tests/unit/support/render-with-router.tsx), with a
 * stand-in contacts list, over the mirror of render-vehicle (the user and their colleagues).
 */
import userEvent from '@testing-library/user-event';
import { Outlet, useLocation } from 'react-router-dom';
import type { Contact, Interaction } from '../../../src/domain/entities';
import { ContactCreate, ContactShow } from '../../../src/features/contacts';
import { renderWithRouter } from '../support/render-with-router';

export { signInWithMirror, fieldOf, SELLER_RUI } from '../vehicle/render-vehicle';

export const COMPANY = '00000000-0000-4000-8000-0000000000c1';
/** The signed-in user of signInWithMirror. */
export const ME = '00000000-0000-4000-8000-000000000001';
export const CONTACT_UUID = '00000000-0000-4000-8000-00000000c0c1';

export function makeContact(overrides: Partial<Contact> = {}): Contact {
  return {
    uuid: CONTACT_UUID,
    companyUuid: COMPANY,
    name: 'Joana Pires',
    parish: null,
    county: 'Ílhavo',
    district: 'Aveiro',
    phone: '912345678',
    email: null,
    credit: false,
    date: '2026-03-02',
    hour: '10:30',
    font: 'TEMPORARY_CUSTOMER',
    status: 'OPEN',
    creatorUserUuid: ME,
    contactUserUuid: ME,
    observation: null,
    rowVersion: 3,
    updatedAt: '2026-03-02T10:30:00.000Z',
    ...overrides,
  };
}

export function makeInteraction(overrides: Partial<Interaction> = {}): Interaction {
  return {
    uuid: '00000000-0000-4000-8000-00000000d0d1',
    contactUuid: CONTACT_UUID,
    companyUuid: COMPANY,
    description: 'Viu o Clio',
    date: '2026-03-02',
    rowVersion: 1,
    updatedAt: '2026-03-02T10:30:00.000Z',
    ...overrides,
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderContactScreens(path: string) {
  const { history, view } = renderWithRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [
          { path: '/account/contacts/new', element: <ContactCreate /> },
          { path: '/admin/contacts/:contactId/*', element: <ContactShow /> },
          { path: '/account/contacts', element: <p>Contatos</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return { view, history, user: userEvent.setup({ delay: null }) };
}

/** A label as FormField renders it: the text, then the required asterisk. */
export const label = (text: string) => new RegExp(`^${text}\\s*\\*?$`);
