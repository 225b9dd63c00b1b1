// Small inline icons. They are decorative (aria-hidden): the button or link that
// holds one must carry the accessible name (aria-label).
import type { ReactNode, SVGProps } from "react";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { size?: number };

function Icon({
  size = 24,
  children,
  ...props
}: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function HamburgerIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

/** Two hands pressed together, fingers up, with cuffs at the wrists. */
export function PrayingHandsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3v15" />
      <path d="M12 3c-1.4 1.1-2.6 3.3-3.2 5.6L7.5 13 5 16l2.5 2.5H12" />
      <path d="M12 3c1.4 1.1 2.6 3.3 3.2 5.6L16.5 13 19 16l-2.5 2.5H12" />
      <path d="M9.2 11.2 10.6 14M14.8 11.2 13.4 14" />
      <path d="M7.5 18.5V21h9v-2.5" />
    </Icon>
  );
}

/** A head and shoulders in a circle. */
export function AccountIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9.5" />
      <circle cx="12" cy="10" r="3.25" />
      <path d="M6.2 18.6c1.3-2.2 3.3-3.4 5.8-3.4s4.5 1.2 5.8 3.4" />
    </Icon>
  );
}
