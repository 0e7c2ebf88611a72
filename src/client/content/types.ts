/**
 * Educational content is data, kept apart from layout: an editor changes a lesson here without
 * touching components. `body` is markdown (rendered safely by components/markdown).
 */
export interface ContentPage {
  title: string;
  /** Meta description and card text: one or two sentences. */
  description: string;
  /** ISO date of the last accuracy review, shown on legal and guide pages. */
  lastReviewed: string;
  body: string;
}

export interface Lesson extends ContentPage {
  slug: string;
  /** Between 20 and 50 minutes. */
  duration: string;
  level: 'Beginner' | 'Intermediate';
}
