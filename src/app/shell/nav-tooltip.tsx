/** The pt-PT label of a navigation icon, shown beside it on hover and keyboard focus. */
import { Portal, Tooltip } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIsPhone } from './use-is-phone';

export interface NavTooltipProps {
  label: string;
  children: ReactNode;
  /** The id of the trigger when it is shared with a menu (Chakra's tooltip-on-menu pattern). */
  triggerId?: string;
}

export function NavTooltip({ label, children, triggerId }: NavTooltipProps) {
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
