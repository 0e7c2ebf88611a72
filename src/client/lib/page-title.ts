/**
 * A page's tab title ends with the site name the admin set in Settings > General, not a
 * hard-coded one. Routes pass their head's `match` (its context holds the settings the root
 * route loaded for every page).
 */
import { DEFAULT_COMPANY } from '../../shared/constants';

interface MatchWithSettings {
  context: { settings?: { companyName?: string } | null };
}

export function siteName(match: MatchWithSettings): string {
  return match.context.settings?.companyName?.trim() || DEFAULT_COMPANY.companyName;
}

export function withSiteName(match: MatchWithSettings, page: string): string {
  return `${page} | ${siteName(match)}`;
}
