/** A bin, in the line style of src/ui/icons.tsx, for the delete buttons of the drawer. */
import { Icon, type IconProps } from '@chakra-ui/react';

export function TrashIcon(props: IconProps) {
  return (
    <Icon boxSize="5" {...props}>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M4 7h16" />
        <path d="M10 11v6M14 11v6" />
        <path d="M6 7l1 13h10l1-13" />
        <path d="M9 7V4h6v3" />
      </svg>
    </Icon>
  );
}
