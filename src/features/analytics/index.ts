export { AnalyticsPage, ANALYTICS_TITLE, type AnalyticsPageProps } from './analytics-page';
export { ANALYTICS_TAB_LABELS } from './analytics-tabs';
