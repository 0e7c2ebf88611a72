export function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span role="img" aria-label={`${label}: ${value} out of 5`} className="whitespace-nowrap text-amber-500">
      {'★'.repeat(value)}
      <span className="text-slate-300 dark:text-slate-600">{'★'.repeat(5 - value)}</span>
    </span>
  );
}
