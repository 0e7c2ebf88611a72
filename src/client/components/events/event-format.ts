import { format } from 'date-fns';

/** 'June 15, 2025 at 14:00' (spec section 9). The date is Dominica-local, so parse it as a calendar date. */
export function formatEventWhen(date: string, time: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${format(new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1), 'MMMM d, yyyy')} at ${time}`;
}
