// Small inline icons. They are decorative (aria-hidden): the button or link that
// holds one must carry the accessible name (aria-label).
import { Icon, type IconProps } from "~/components/icon";

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

/** Two hands pressed together, fingers up, thumbs in front, over a sleeve. */
export function PrayingHandsIcon(props: IconProps) {
  return (
    <Icon strokeWidth={1.75} {...props}>
      <path d="M11.5 2.8c-1 .4-1.8 1.4-2.1 2.6L8.3 10 5.6 13.8a2 2 0 0 0 .3 2.6L9 19" />
      <path d="M12.5 2.8c1 .4 1.8 1.4 2.1 2.6L15.7 10l2.7 3.8a2 2 0 0 1-.3 2.6L15 19" />
      <path d="M11.5 2.8h1M12 3v7" />
      <path d="M10.2 16.4 12 10l1.8 6.4" />
      <path d="M8 18.5 6 22h12l-2-3.5" />
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

/**
 * The league's badge, drawn in the page rather than loaded as /logo.svg: an
 * SVG image is a document of its own that a phone builds before painting it
 * (tens of milliseconds of the first paint), and the badge is on every page.
 * With `label` it is an image with that name; without, decorative.
 */
export function LeagueLogo({
  size,
  label,
  className,
}: {
  size: number;
  label?: string;
  className?: string;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 120 120"
      width={size}
      height={size}
      className={className}
      focusable="false"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      <circle cx="60" cy="60" r="57" fill="#14233f" />
      <circle cx="60" cy="60" r="52" fill="none" stroke="#e0ac2e" strokeWidth="3" />
      <rect x="54.5" y="14" width="11" height="62" rx="1.5" fill="#e0ac2e" />
      <rect x="30" y="30" width="60" height="11" rx="1.5" fill="#e0ac2e" />
      <circle cx="60" cy="57" r="21" fill="#d9661f" stroke="#14233f" strokeWidth="2" />
      <g fill="none" stroke="#14233f" strokeWidth="2" strokeLinecap="round">
        <path d="M60 36v42M39 57h42" />
        <path d="M45.2 42.2c5.6 3.8 8.8 9.2 8.8 14.8s-3.2 11-8.8 14.8" />
        <path d="M74.8 42.2c-5.6 3.8-8.8 9.2-8.8 14.8s3.2 11 8.8 14.8" />
      </g>
      <text
        x="60"
        y="99"
        textAnchor="middle"
        fill="#f7f5f0"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize="15"
        fontWeight="700"
        letterSpacing="2.5"
      >
        SPBL
      </text>
    </svg>
  );
}
