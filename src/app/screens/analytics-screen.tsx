/** The analytics screen as the app composes it: its supplier tab is the suppliers feature's list. */
import { AnalyticsPage } from '../../features/analytics';
import { CompanySupplierList } from '../../features/suppliers';

export default function AnalyticsScreen() {
  return <AnalyticsPage suppliers={CompanySupplierList} />;
}
