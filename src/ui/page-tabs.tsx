/**
 * The tabs of a screen (the company page, analytics): a red line under the
 * chosen tab, each panel mounted only while shown. Long labels do not fit a
 * phone: the tab list scrolls sideways rather than squeezing them.
 */
import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageTabsProps<T extends string> {
  value: T;
  onChange: (tab: string) => void;
  /** The tabs shown, in order. */
  tabs: readonly T[];
  labels: Record<T, string>;
  /** The tab list's test id. */
  testId: string;
  panel: (tab: T) => ReactNode;
}

export function PageTabs<T extends string>({
  value,
  onChange,
  tabs,
  labels,
  testId,
  panel,
}: PageTabsProps<T>) {
  return (
    <Tabs.Root
      value={value}
      onValueChange={(e) => onChange(e.value)}
      lazyMount
      unmountOnExit
      colorPalette="red"
      variant="line"
    >
      <Tabs.List overflowX="auto" overflowY="hidden" data-testid={testId}>
        {tabs.map((t) => (
          <Tabs.Trigger key={t} value={t} minH="11" whiteSpace="nowrap" flexShrink="0">
            {labels[t]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content key={t} value={t}>
          {panel(t)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
