/** A company's logo: the server's image, or the one picked on this device while it waits to upload. */
import { Box, Image } from '@chakra-ui/react';
import { useMediaSrc } from '../../data/media';

export function CompanyLogo({ logo, size, alt = '' }: { logo: string | null; size: string; alt?: string }) {
  const src = useMediaSrc(logo);
  if (!src) return <Box boxSize={size} bg="bg.muted" borderRadius="sm" aria-hidden />;
  return <Image src={src} alt={alt} boxSize={size} objectFit="contain" data-testid="company-logo" />;
}
