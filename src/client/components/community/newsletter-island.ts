import { island } from '../island';

/** The newsletter form sits low on the page: its code loads when it scrolls into view. */
export const NewsletterBox = island('newsletter', 'visible', () => import('./newsletter-box').then((m) => ({ default: m.NewsletterBox })));
