/** Props of {@link BellIcon}. */
export interface BellIconProps {
  /** The "off" bell, struck through, shown when there is no notification (core.md §4). */
  off: boolean;
}

/** Internal: the bell drawn in the text colour, 20 px, hidden from assistive technology (the button carries the name). */
export function BellIcon({ off }: BellIconProps) {
  return (
    <svg
      className="casino-bell__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      {off ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}
