import { island } from '../../islands/island';

/** The newsletter form: its code loads when the reader starts filling it in. */
export const NewsletterBox = island('newsletter');
