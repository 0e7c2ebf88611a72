import type { ContentPage } from '../types';

export interface CommunityPost extends ContentPage {
  slug: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
}
