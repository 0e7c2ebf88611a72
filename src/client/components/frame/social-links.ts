import type { SiteSettings } from '../../../shared/schemas/settings';
import type { SocialNetwork } from './social-icons';

export interface SocialLink {
  network: SocialNetwork;
  url: string;
  label: string;
}

/** The social links an administrator has set (Site settings → General); unset ones are left out, never shown as `#`. */
export function socialLinks(
  settings: Pick<SiteSettings, 'facebookUrl' | 'twitterUrl' | 'instagramUrl' | 'youtubeUrl' | 'telegramUrl' | 'discordUrl'> | undefined,
): SocialLink[] {
  if (!settings) return [];
  const all: [SocialNetwork, string | null, string][] = [
    ['facebook', settings.facebookUrl, 'Facebook'],
    ['twitter', settings.twitterUrl, 'Twitter'],
    ['instagram', settings.instagramUrl, 'Instagram'],
    ['youtube', settings.youtubeUrl, 'YouTube'],
    ['telegram', settings.telegramUrl, 'Telegram'],
    ['discord', settings.discordUrl, 'Discord'],
  ];
  return all
    .filter((entry): entry is [SocialNetwork, string, string] => Boolean(entry[1]))
    .map(([network, url, label]) => ({ network, url, label }));
}
