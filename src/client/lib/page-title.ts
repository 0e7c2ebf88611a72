/**
 * A page's tab title ends with the site name the admin set in Settings > General, not a
 * hard-coded one. Routes pass their head's `match` (its context holds the settings the root
 * route loaded for every page).
 */
import { DEFAULT_COMPANY, DEFAULT_HOME_TITLE, HOME_TITLE_TAIL } from '../../shared/constants';

interface MatchWithSettings {
  context: { settings?: { companyName?: string; content?: { homepageTitle: string } } | null };
}

export function siteName(match: MatchWithSettings): string {
  return match.context.settings?.companyName?.trim() || DEFAULT_COMPANY.companyName;
}

export function withSiteName(match: MatchWithSettings, page: string): string {
  return `${page} | ${siteName(match)}`;
}

/** The home page's title: the admin's own, or, while it is still the default, the default with today's site name. */
export function homeTitle(match: MatchWithSettings): string {
  const stored = match.context.settings?.content?.homepageTitle;
  return stored && stored !== DEFAULT_HOME_TITLE ? stored : `${siteName(match)} | ${HOME_TITLE_TAIL}`;
}
