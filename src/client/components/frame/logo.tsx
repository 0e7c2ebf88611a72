/**
 * The site's mark: inline SVG, so it costs no request and never shifts the layout. It never
 * shrinks: beside a long site name in the header's flex row it was squashed to 10x32 px on phone
 * and desktop (probe 41, F5). Held here, not at each use, so the header, the footer and the admin
 * header all keep it square whatever class a use passes.
 */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={`shrink-0 ${className}`} aria-hidden="true" width={32} height={32}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M16 6 7 11v10l9 5 9-5V11l-9-5Zm0 3.2 6 3.3-6 3.3-6-3.3 6-3.3Zm-7 5 6 3.3v6.1l-6-3.3v-6.1Zm8 9.4v-6.1l6-3.3v6.1l-6 3.3Z"
        fill="#fff"
      />
    </svg>
  );
}
