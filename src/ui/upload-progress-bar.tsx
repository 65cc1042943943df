/**
 * The bar under a file on its way to the server (the sync panel, a photo, a
 * video or file of the vehicle): how much of it is sent, for the eye and for
 * assistive technology alike.
 */
import { Box } from '@chakra-ui/react';

interface Props {
  /** 0–100: the share of the bytes sent. */
  percent: number;
  /** What is being sent ('Envio de carro.jpg'). */
  label: string;
  /** The bar's thickness (a token of the theme): thinner under a photo tile. */
  height?: '1.5' | '2';
  testId?: string;
}

export function UploadProgressBar({ percent, label, height = '2', testId }: Props) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      h={height}
      borderRadius="full"
      bg="bg.muted"
      overflow="hidden"
      data-testid={testId}
    >
      <Box h="full" w={`${percent}%`} bg="colorPalette.solid" colorPalette="blue" transition="width 0.2s" />
    </Box>
  );
}
