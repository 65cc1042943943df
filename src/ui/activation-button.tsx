/** The 'Ativar' / 'Desativar' button of a detail page: red while the record is active, green while it is not. */
import { Button } from '@chakra-ui/react';

export interface ActivationButtonProps {
  active: boolean;
  label: string;
  onClick: () => void;
  testId: string;
}

export function ActivationButton({ active, label, onClick, testId }: ActivationButtonProps) {
  return (
    <Button
      variant="outline"
      colorPalette={active ? 'red' : 'green'}
      minH="11"
      onClick={onClick}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
