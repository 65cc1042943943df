/**
 * A vehicle as a compact card on a phone, the shape the vehicle lists share
 * (stock, waiting, sold; issue 9): photo, brand/model/version, a line under
 * it, then what the list adds (price, margin, status).
 */
import { Box, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Vehicle } from '../domain/entities';
import { VehicleThumb } from './vehicle-thumb';

/** The cards are rows of a virtualised list: every one this tall. */
export const VEHICLE_CARD_HEIGHT_PX = 96;

interface Props {
  vehicle: Pick<Vehicle, 'brand' | 'model' | 'version'>;
  photoUrl: string | null | undefined;
  /** The muted line under the name (plate and the list's own detail). */
  detail: ReactNode;
  testId: string;
  children: ReactNode;
}

export function VehicleCard({ vehicle: v, photoUrl, detail, testId, children }: Props) {
  return (
    <HStack gap="3" px="3" height="100%" align="center" data-testid={testId}>
      <VehicleThumb url={photoUrl} sizePx={64} />
      <Box minW="0" flex="1">
        <Text fontWeight="semibold" truncate>
          {v.brand} {v.model} {v.version ?? ''}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {detail}
        </Text>
        {children}
      </Box>
    </HStack>
  );
}
