/** The casino's mark: a gold chip. Decorative; the link around it carries the name. */
export function Logo() {
  return (
    <svg className="site-logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#facc15" />
      <circle cx="16" cy="16" r="10" fill="none" stroke="#111827" strokeWidth="2" strokeDasharray="4 3" />
      <path d="M16 9l2.2 4.5 5 .7-3.6 3.5.9 5L16 20.4l-4.5 2.3.9-5-3.6-3.5 5-.7z" fill="#111827" />
    </svg>
  );
}
