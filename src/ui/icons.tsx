/**
 * The app's icons: small line drawings on a 24 px grid, drawn with the text
 * colour (no icon package). Each is a Chakra Icon, so `boxSize`, `color` and
 * the other style props apply.
 */
import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

function lineIcon(displayName: string, drawing: ReactNode) {
  function LineIcon(props: IconProps) {
    return (
      <Icon boxSize="6" {...props}>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {drawing}
        </svg>
      </Icon>
    );
  }
  LineIcon.displayName = displayName;
  return LineIcon;
}

export const CompaniesIcon = lineIcon(
  'CompaniesIcon',
  <>
    <rect x="4" y="3" width="16" height="18" rx="1" />
    <path d="M9 21v-4h6v4" />
    <path d="M8 7h2M14 7h2M8 11h2M14 11h2" />
  </>,
);

export const VehiclesIcon = lineIcon(
  'VehiclesIcon',
  <>
    <path d="M5 17H3v-5l2-5h14l2 5v5h-2" />
    <path d="M3 12h18" />
    <circle cx="7.5" cy="17" r="2" />
    <circle cx="16.5" cy="17" r="2" />
    <path d="M9.5 17h5" />
  </>,
);

/** Waiting vehicles: a clock. */
export const WaitingVehiclesIcon = lineIcon(
  'WaitingVehiclesIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

/** Sold vehicles: a price tag. */
export const SoldIcon = lineIcon(
  'SoldIcon',
  <>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </>,
);

/** Sold vehicles as a seller sees them: his own sales, a receipt. */
export const SellerSalesIcon = lineIcon(
  'SellerSalesIcon',
  <>
    <path d="M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </>,
);

export const AnalyticsIcon = lineIcon(
  'AnalyticsIcon',
  <>
    <path d="M4 20h16" />
    <rect x="5" y="11" width="3" height="6" />
    <rect x="10.5" y="7" width="3" height="10" />
    <rect x="16" y="4" width="3" height="13" />
  </>,
);

export const BellIcon = lineIcon(
  'BellIcon',
  <>
    <path d="M6 16v-5a6 6 0 0 1 12 0v5l2 2H4z" />
    <path d="M10 20a2 2 0 0 0 4 0" />
  </>,
);

/** Contacts: an address book. */
export const ContactsIcon = lineIcon(
  'ContactsIcon',
  <>
    <rect x="5" y="3" width="15" height="18" rx="2" />
    <circle cx="12.5" cy="10" r="2.5" />
    <path d="M8.5 17a4 4 0 0 1 8 0" />
    <path d="M3 8h2M3 12h2M3 16h2" />
  </>,
);

export const AccountIcon = lineIcon(
  'AccountIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);

export const ArrowLeftIcon = lineIcon(
  'ArrowLeftIcon',
  <>
    <path d="M20 12H4" />
    <path d="M11 19l-7-7 7-7" />
  </>,
);

export const LogoutIcon = lineIcon(
  'LogoutIcon',
  <>
    <path d="M10 4H5v16h5" />
    <path d="M15 8l4 4-4 4" />
    <path d="M19 12H9" />
  </>,
);

export const PlusIcon = lineIcon(
  'PlusIcon',
  <>
    <path d="M12 5v14" />
    <path d="M5 12h14" />
  </>,
);

export const DownloadIcon = lineIcon(
  'DownloadIcon',
  <>
    <path d="M12 4v11" />
    <path d="M7 10l5 5 5-5" />
    <path d="M5 20h14" />
  </>,
);

export const CloudOffIcon = lineIcon(
  'CloudOffIcon',
  <>
    <path d="M3 3l18 18" />
    <path d="M7 17a4 4 0 0 1-.7-7.9M10 6.3A6 6 0 0 1 18 10a4 4 0 0 1 1.8 7.3" />
  </>,
);

export const SyncIcon = lineIcon(
  'SyncIcon',
  <>
    <path d="M4 12a8 8 0 0 1 14-5.3L20 9" />
    <path d="M20 4v5h-5" />
    <path d="M20 12a8 8 0 0 1-14 5.3L4 15" />
    <path d="M4 20v-5h5" />
  </>,
);

/** A bin: the notifications' delete buttons. */
export const TrashIcon = lineIcon(
  'TrashIcon',
  <>
    <path d="M4 7h16" />
    <path d="M10 11v6M14 11v6" />
    <path d="M6 7l1 13h10l1-13" />
    <path d="M9 7V4h6v3" />
  </>,
);
