import { island } from '../../../islands/island';

/** The form's validation code loads when the visitor starts filling it in. */
export const ContactForm = island('contact-form');
