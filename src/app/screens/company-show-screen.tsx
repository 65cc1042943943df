/** The company page as the app composes it: its tabs are the lists of other features. */
import { CompanyActivity } from '../../features/audit';
import { CompanyShow } from '../../features/companies';
import { CompanyFinancials } from '../../features/financials';
import { CompanyStandList } from '../../features/stands';
import { CompanySupplierList } from '../../features/suppliers';
import { CompanyUserList } from '../../features/users';

const PANELS = {
  stands: CompanyStandList,
  users: CompanyUserList,
  suppliers: CompanySupplierList,
  financials: CompanyFinancials,
  activity: CompanyActivity,
};

export default function CompanyShowScreen() {
  return <CompanyShow panels={PANELS} />;
}
