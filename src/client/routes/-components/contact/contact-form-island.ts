import { island } from '../../../components/island';

/** The form's validation code loads when the visitor starts filling it in. */
export const ContactForm = island('contact-form', 'interaction', () => import('./contact-form').then((m) => ({ default: m.ContactForm })));
