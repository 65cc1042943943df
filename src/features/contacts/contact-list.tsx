/**
 * 'Contatos' (spec 02 §2 "Contacts list"): the leads read from the mirror, so
 * the list works offline. The filters and sort live in the address (no query:
 * open contacts only); the visits and open counts cover the period and seller
 * chosen whatever the status; an open contact untouched for a week is flagged.
 * The add button for 'contact.write', the CSV for 'contact.csv'.
 */
import { Box, Button, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../data/session';
import { useSyncStore } from '../../data/sync';
import {
  CONTACT_SORT_KEYS,
  contactFiltersFromQuery,
  contactFiltersToQuery,
  contactSummary,
  DEFAULT_CONTACT_FILTERS,
  DEFAULT_CONTACT_SORT,
  matchesContactFilters,
  sortContacts,
  type ContactFilters,
} from '../../domain/contacts';
import { ALL_ROWS_QUERY_KEY } from '../../domain/stock';
import { can } from '../../domain/permissions';
import { SCREEN_TITLES } from '../../domain/screen-titles';
import { PlusIcon } from '../../ui/icons';
import { ListEmpty } from '../../ui/list-empty';
import { ListPage } from '../../ui/list-page';
import { useUrlState } from '../../ui/use-url-state';
import { useVisibleRows } from '../../ui/use-visible-rows';
import { ContactListTable } from './contact-list-table';
import { ContactListFilter } from './contact-list-filter';
import { ContactsCsvButton } from './contacts-csv-button';
import { useContactRows, type ContactListRow } from './use-contact-rows';

export const CONTACTS_TITLE = SCREEN_TITLES.contacts;
export const CONTACTS_EMPTY_TEXT = 'Não existem contactos com estes filtros';
export const CONTACT_ADD_LABEL = 'Adicionar contacto';

const fromQuery = (q: URLSearchParams) => contactFiltersFromQuery(q, DEFAULT_CONTACT_FILTERS);
const keepContact = (r: ContactListRow, f: ContactFilters) => matchesContactFilters(r.contact, f);

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" px="3" py="2">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="semibold" data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

export function ContactList() {
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const company = useSessionStore((s) => s.company);
  const initialSync = useSyncStore((s) => s.initial);
  const { rows, sellers } = useContactRows();
  const {
    filters: asked,
    setFilters,
    sorting,
  } = useUrlState({
    fromQuery,
    toQuery: contactFiltersToQuery,
    sortKeys: CONTACT_SORT_KEYS,
    defaultSort: DEFAULT_CONTACT_SORT,
    // Every contact (no filter) would be an empty query, which means "open only" on load.
    emptyKey: ALL_ROWS_QUERY_KEY,
  });
  const withSeller = can(user, 'contact.columnSeller');
  // The seller filter is neither shown to nor applied for the other roles (even from a shared URL).
  const filters = useMemo(() => (withSeller ? asked : { ...asked, sellerUuid: '' }), [withSeller, asked]);
  const visible = useVisibleRows(rows, filters, sorting.sort, keepContact, sortContacts<ContactListRow>);
  const summary = useMemo(
    () =>
      contactSummary(
        (rows ?? []).map((r) => r.contact),
        filters,
      ),
    [rows, filters],
  );
  const dates = useMemo(() => (rows ?? []).map((r) => r.contact.date), [rows]);
  const open = useCallback((uuid: string) => navigate(`/admin/contacts/${uuid}`), [navigate]);
  const add = () => navigate('/account/contacts/new');
  const canAdd = can(user, 'contact.write');

  return (
    <ListPage
      title={CONTACTS_TITLE}
      actions={
        <HStack gap="2">
          {can(user, 'contact.csv') && company ? (
            <ContactsCsvButton companyUuid={company.uuid} filters={filters} />
          ) : null}
          {canAdd ? (
            <Button colorPalette="red" size="lg" minH="11" onClick={add} data-testid="contact-add">
              <PlusIcon boxSize="5" />
              {CONTACT_ADD_LABEL}
            </Button>
          ) : null}
        </HStack>
      }
      filters={
        <ContactListFilter
          filters={filters}
          onChange={setFilters}
          dates={dates}
          sellers={withSeller ? sellers : null}
        />
      }
      progress={initialSync}
      rows={visible}
      waitForFirstSync
      summary={(shown) => (
        <SimpleGrid as="section" aria-label="Resumo dos contactos" columns={{ base: 2, md: 3 }} gap="3">
          <Count label="Visitas ao stand" value={summary.visits} testId="contacts-visits" />
          <Count label="Contactos abertos" value={summary.open} testId="contacts-open" />
          <Text color="fg.muted" alignSelf="center" data-testid="contacts-count">
            {shown.length === 1 ? '1 contacto' : `${shown.length} contactos`}
          </Text>
        </SimpleGrid>
      )}
      empty={
        <ListEmpty
          text={CONTACTS_EMPTY_TEXT}
          testId="contacts-empty"
          actionLabel={canAdd ? CONTACT_ADD_LABEL : undefined}
          onAction={canAdd ? add : undefined}
        />
      }
      table={(shown) => (
        <ContactListTable
          label={CONTACTS_TITLE}
          rows={shown}
          withSeller={withSeller}
          sorting={sorting}
          onOpen={open}
        />
      )}
    />
  );
}
