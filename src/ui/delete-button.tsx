/** 'Eliminar …' of a detail page: the red outline button that opens the deletion's confirmation. */
import { Button } from '@chakra-ui/react';

export interface DeleteButtonProps {
  /** 'Eliminar', 'Eliminar empresa'… word for word from the spec. */
  label: string;
  onClick: () => void;
  testId: string;
}

export function DeleteButton({ label, onClick, testId }: DeleteButtonProps) {
  return (
    <Button variant="outline" colorPalette="red" minH="11" onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}
