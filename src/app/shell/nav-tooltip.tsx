/**
 * The pt-PT label of a navigation icon, shown beside it on hover and keyboard focus. The
 * tooltip's code (Zag's machine, floating-ui) is not part of the first screen: it loads with the
 * shell's other extras once the first screen is done (src/app/main.tsx); until then the icon
 * shows without its label.
 */
import type { ReactNode } from 'react';
import { deferred } from '../../ui/deferred';

export interface NavTooltipProps {
  label: string;
  children: ReactNode;
  /** The id of the trigger when it is shared with a menu (Chakra's tooltip-on-menu pattern). */
  triggerId?: string;
}

export const navTooltipView = deferred<NavTooltipProps>(() => import('./nav-tooltip-view'));

export function NavTooltip(props: NavTooltipProps) {
  const View = navTooltipView.useComponent(false);
  return View ? <View {...props} /> : props.children;
}
