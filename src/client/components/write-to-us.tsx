import { CONTACT_PAGE_PATH } from '../../shared/mail-unavailable';
import { AppLink } from './app-link';

/**
 * WRITE_TO_US (shared/mail-unavailable.ts) with the contact page as a link, for a page that would
 * otherwise promise an email the site cannot send (probe 67, F2): the contact form needs no mail.
 */
export function WriteToUs() {
  return (
    <>
      Write to us through the{' '}
      <AppLink href={CONTACT_PAGE_PATH} className="font-medium text-primary underline">
        contact page
      </AppLink>{' '}
      and we will help.
    </>
  );
}
