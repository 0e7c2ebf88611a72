import { Link } from '@tanstack/react-router';

export function BackToDashboard() {
  return (
    <Link
      to="/dashboard"
      className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-primary dark:text-slate-300"
      aria-label="Back to the dashboard"
    >
      <span aria-hidden="true">←</span> Dashboard
    </Link>
  );
}
