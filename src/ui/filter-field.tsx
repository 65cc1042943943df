/**
 * A filter bar's labelled control: a label tied to its control by id, laid out as Chakra's Field
 * (label above, 6 px apart). Not Field itself: the filter bars are part of the first screen, and
 * Field brings Ark's field machinery (ids, textarea autoresize, context) that a label does not need.
 */
import { chakra, Stack, type SimpleGridProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface Props {
  label: string;
  /** The control, given the id its label points at. */
  children: (id: string) => ReactNode;
  gridColumn?: SimpleGridProps['gridColumn'];
}

export function FilterField({ label, children, gridColumn }: Props) {
  const id = useId();
  return (
    <Stack gap="1.5" width="full" gridColumn={gridColumn}>
      <chakra.label htmlFor={id} textStyle="sm" fontWeight="medium" userSelect="none">
        {label}
      </chakra.label>
      {children(id)}
    </Stack>
  );
}
