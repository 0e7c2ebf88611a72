import { dominicaYear } from '../../../shared/dominica-time';

/**
 * "© 2026 Dominica Crypto Education. All rights reserved.": the year is Dominica's, the site's
 * zone, so the server's render and the browser's agree wherever either is (probe 78, F9: from
 * 8 pm on December 31 in Dominica the server in UTC wrote next year and every whole-app page failed
 * to hydrate; a browser east of UTC did the same before midnight UTC).
 */
export function CopyrightLine({ name }: { name: string }) {
  return (
    <p>
      © {dominicaYear()} {name}. All rights reserved.
    </p>
  );
}
