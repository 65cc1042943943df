/**
 * The pt-PT label of a navigation icon, shown beside it on hover and keyboard focus. The
 * tooltip's code (Zag's machine, floating-ui) is not part of the first screen: until it has
 * loaded, just after the first paint, the icon shows without its label.
 */
import { lazy, Suspense, type ReactNode } from 'react';

export interface NavTooltipProps {
  label: string;
  children: ReactNode;
  /** The id of the trigger when it is shared with a menu (Chakra's tooltip-on-menu pattern). */
  triggerId?: string;
}

const NavTooltipView = lazy(() => import('./nav-tooltip-view'));

export function NavTooltip(props: NavTooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <NavTooltipView {...props} />
    </Suspense>
  );
}
