/**
 * 'Desativar' / 'Ativar' (spec 01 §4): the button of a detail page, red while
 * the record is active and green while it is not, and the 'Estado' column of
 * a list, where the same button sits in the row (or the state as text, for who
 * may not change it).
 */
import { Button } from '@chakra-ui/react';
import type { ResourceColumn } from './resource-list';

export const activationLabel = (active: boolean) => (active ? 'Desativar' : 'Ativar');

export interface ActivationButtonProps {
  active: boolean;
  onClick: () => void;
  testId: string;
}

export function ActivationButton({ active, onClick, testId }: ActivationButtonProps) {
  return (
    <Button
      variant="outline"
      colorPalette={active ? 'red' : 'green'}
      minH="11"
      onClick={onClick}
      data-testid={testId}
    >
      {activationLabel(active)}
    </Button>
  );
}

export interface ActivationColumnOptions<T> {
  active: (row: T) => boolean;
  /** Whether the user may (de)activate this row's record; otherwise the column reads 'Ativo' / 'Inativo'. */
  canToggle: (row: T) => boolean;
  onToggle: (row: T) => void;
  testId: string;
}

/** The 'Estado' column, sorted by the state. */
export function activationColumn<T>({
  active,
  canToggle,
  onToggle,
  testId,
}: ActivationColumnOptions<T>): ResourceColumn<T> {
  return {
    id: 'active',
    header: 'Estado',
    sortValue: active,
    cell: (row) =>
      canToggle(row) ? (
        <Button
          size="sm"
          minH="11"
          variant="outline"
          colorPalette={active(row) ? 'red' : 'green'}
          data-testid={testId}
          onClick={(e) => {
            // The row opens its record; the button only toggles.
            e.stopPropagation();
            onToggle(row);
          }}
        >
          {activationLabel(active(row))}
        </Button>
      ) : active(row) ? (
        'Ativo'
      ) : (
        'Inativo'
      ),
  };
}
