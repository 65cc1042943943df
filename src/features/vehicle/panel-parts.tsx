/** The pieces the vehicle page's panels are made of: a titled section and a label/value item. */
import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function Item({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium" whiteSpace="pre-line">
        {value === null || value === undefined || value === '' ? '—' : value}
      </Text>
    </Box>
  );
}

export function Section({
  title,
  actions,
  children,
}: {
  title: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box>
      <Box display="flex" alignItems="center" justifyContent="space-between" gap="3" flexWrap="wrap" mb="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {actions}
      </Box>
      {children}
    </Box>
  );
}
