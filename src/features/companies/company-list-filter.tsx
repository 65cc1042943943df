/** The companies list's filters (spec 01 §2): name and number of stands. */
import { Button, Input } from '@chakra-ui/react';
import { FormField } from '../../ui/form-field';
import { SearchForm } from '../../ui/search-form';

export interface CompanyFilters {
  name: string;
  numberOfStands: string;
}

export const EMPTY_COMPANY_FILTERS: CompanyFilters = { name: '', numberOfStands: '' };

interface Props {
  filters: CompanyFilters;
  onChange: (next: CompanyFilters) => void;
}

export function CompanyListFilter({ filters, onChange }: Props) {
  const active = filters.name !== '' || filters.numberOfStands !== '';
  return (
    <SearchForm columns={{ base: 1, sm: 3 }}>
      <FormField label="Nome">
        <Input
          size="lg"
          value={filters.name}
          onChange={(e) => onChange({ ...filters, name: e.target.value })}
          placeholder="Nome da empresa"
        />
      </FormField>
      <FormField label="Número de stands">
        <Input
          size="lg"
          inputMode="numeric"
          value={filters.numberOfStands}
          onChange={(e) => onChange({ ...filters, numberOfStands: e.target.value.replace(/\D/g, '') })}
        />
      </FormField>
      <Button
        variant="outline"
        size="lg"
        minH="11"
        disabled={!active}
        onClick={() => onChange(EMPTY_COMPANY_FILTERS)}
      >
        Limpar filtros
      </Button>
    </SearchForm>
  );
}
