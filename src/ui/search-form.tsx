/**
 * The form of a list's filters: a search landmark on a grid whose cells line
 * up at the bottom (labels above inputs, buttons beside them). Filters apply
 * as they change, so submitting (Enter in a field) does nothing.
 */
import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SearchFormProps {
  /** The landmark's name. */
  label?: string;
  columns: SimpleGridProps['columns'];
  children: ReactNode;
}

export function SearchForm({ label = 'Filtros', columns, children }: SearchFormProps) {
  return (
    <SimpleGrid
      as="form"
      role="search"
      aria-label={label}
      columns={columns}
      gap="3"
      alignItems="end"
      onSubmit={(e) => e.preventDefault()}
    >
      {children}
    </SimpleGrid>
  );
}
