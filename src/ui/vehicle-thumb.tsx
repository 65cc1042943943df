/** The 40 px vehicle thumbnail of the lists (spec 01 §9); without a photo, a neutral car drawing instead of a blank box. */
import { Center, Image } from '@chakra-ui/react';
import { VehiclesIcon } from './icons';
import { fallbackOnError, VEHICLE_PHOTO_FALLBACK } from './image-fallback';

const onPhotoError = fallbackOnError(VEHICLE_PHOTO_FALLBACK);

export function VehicleThumb({ url, sizePx = 40 }: { url: string | null | undefined; sizePx?: number }) {
  if (url) {
    return (
      <Image
        src={url}
        alt=""
        width={`${sizePx}px`}
        height={`${sizePx}px`}
        flexShrink={0}
        objectFit="cover"
        borderRadius="sm"
        loading="lazy"
        onError={onPhotoError}
      />
    );
  }
  return (
    <Center
      width={`${sizePx}px`}
      height={`${sizePx}px`}
      flexShrink={0}
      bg="bg.muted"
      color="fg.subtle"
      borderRadius="sm"
      data-testid="vehicle-thumb-placeholder"
      aria-hidden
    >
      <VehiclesIcon boxSize={`${Math.round(sizePx * 0.6)}px`} />
    </Center>
  );
}
