/** The tooltip of a navigation icon (loaded after the first screen: nav-tooltip.tsx). */
import { Portal, Tooltip } from '@chakra-ui/react';
import type { NavTooltipProps } from './nav-tooltip';
import { useIsPhone } from './use-is-phone';

export default function NavTooltipView({ label, children, triggerId }: NavTooltipProps) {
  const isPhone = useIsPhone();
  return (
    <Tooltip.Root
      ids={triggerId ? { trigger: triggerId } : undefined}
      positioning={{ placement: isPhone ? 'top' : 'right' }}
      openDelay={300}
      closeDelay={0}
    >
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
