/** One icon of the navigation bar: a link with an aria-label and a tooltip label. */
import { IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { PHONE_MEDIA, PHONE_TOUCH_TARGET_PX, TOUCH_TARGET_PX } from './layout';
import { NavTooltip } from './nav-tooltip';

export const navButtonStyle = {
  variant: 'ghost',
  color: 'fg.muted',
  minW: `${TOUCH_TARGET_PX}px`,
  minH: `${TOUCH_TARGET_PX}px`,
  borderRadius: 'l2',
  flexShrink: 0,
  _hover: { bg: 'brand.subtle', color: 'brand.fg' },
  _currentPage: { bg: 'brand.muted', color: 'brand.fg' },
  css: { [PHONE_MEDIA]: { minW: `${PHONE_TOUCH_TARGET_PX}px`, minH: `${PHONE_TOUCH_TARGET_PX}px` } },
} as const;

export interface NavLinkItemProps {
  to: string;
  label: string;
  testId: string;
  icon: ReactNode;
}

export function NavLinkItem({ to, label, testId, icon }: NavLinkItemProps) {
  return (
    <NavTooltip label={label}>
      <IconButton asChild aria-label={label} data-testid={testId} {...navButtonStyle}>
        <NavLink to={to}>{icon}</NavLink>
      </IconButton>
    </NavTooltip>
  );
}
