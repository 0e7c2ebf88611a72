/** Loading indicator; `label` is announced to screen readers. */
export function Spinner({ label = 'Loading', className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center py-12 ${className}`}>
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-primary/30 border-t-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function DefaultPending() {
  return <Spinner />;
}
