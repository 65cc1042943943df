/**
 * 'Análise e Gestão de Dados' (spec 02 §2 "Analytics"): the tabs the user's
 * role opens, the chosen one kept in the address (?tab=). The stock figures
 * and charts are computed from the mirror, so the screen works offline. The
 * supplier list belongs to the suppliers feature: the app passes it in.
 */
import { Center, Spinner, Stack, Tabs } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSessionStore } from '../../data/session';
import { useSyncStore } from '../../data/sync';
import { SCREEN_TITLES } from '../../domain/screen-titles';
import { FirstSyncProgress } from '../../ui/first-sync-progress';
import { PageHeader } from '../../ui/page-header';
import { ANALYTICS_TAB_LABELS, analyticsTabsFor, shownTab, type AnalyticsTab } from './analytics-tabs';
import { CarsTab } from './cars-tab';
import { ContactsTab } from './contacts-tab';
import { StockAnalysisTab } from './stock-analysis-tab';
import { useStockAnalysis } from './use-stock-analysis';

export const ANALYTICS_TITLE = SCREEN_TITLES.analytics;

export interface AnalyticsPageProps {
  /** The company's supplier list (features/suppliers), shown in 'Gestão de fornecedores'. */
  suppliers: ComponentType<{ companyUuid: string }>;
}

/** The stock tabs; mounted only while shown (the tabs unmount on exit), so only they read the stock. */
function StockPanel({ view }: { view: 'stock' | 'cars' }) {
  const analysis = useStockAnalysis();
  if (!analysis) {
    return (
      <Center py="16">
        <Spinner size="lg" role="status" aria-label="A carregar" />
      </Center>
    );
  }
  return view === 'stock' ? <StockAnalysisTab analysis={analysis} /> : <CarsTab analysis={analysis} />;
}

export function AnalyticsPage({ suppliers: Suppliers }: AnalyticsPageProps) {
  const user = useSessionStore((s) => s.user);
  const initialSync = useSyncStore((s) => s.initial);
  const [params, setParams] = useSearchParams();
  const tabs = analyticsTabsFor(user);
  const tab = shownTab(params.get('tab'), tabs);

  const select = (next: string) => {
    const q = new URLSearchParams(params);
    q.set('tab', next);
    setParams(q, { replace: true, preventScrollReset: true });
  };

  const panel = (t: AnalyticsTab) => {
    if (t === 'suppliers') return user?.companyUuid ? <Suppliers companyUuid={user.companyUuid} /> : null;
    if (t === 'contacts') return <ContactsTab />;
    return <StockPanel view={t} />;
  };

  return (
    <Stack gap="4" px={{ base: '2', md: '6' }} pb="24" data-testid="analytics">
      <PageHeader title={ANALYTICS_TITLE} />
      <FirstSyncProgress progress={initialSync} />
      {tab ? (
        <Tabs.Root
          value={tab}
          onValueChange={(e) => select(e.value)}
          lazyMount
          unmountOnExit
          colorPalette="red"
          variant="line"
        >
          {/* Long labels do not fit a phone: the list scrolls sideways rather than squeezing them. */}
          <Tabs.List overflowX="auto" overflowY="hidden" data-testid="analytics-tabs">
            {tabs.map((t) => (
              <Tabs.Trigger key={t} value={t} minH="11" whiteSpace="nowrap" flexShrink="0">
                {ANALYTICS_TAB_LABELS[t]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((t) => (
            <Tabs.Content key={t} value={t}>
              {panel(t)}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : null}
    </Stack>
  );
}
