/**
 * When an admin's edit makes a sample course, event or article theirs (demo=false, so "Remove
 * sample content" keeps it and the site stops saying it shows samples): only once it no longer
 * says it is a sample. An edit of the time alone used to adopt "Sample event: … it is not taking
 * place", with its example.com link, and the removal then left it on the live site with the
 * sample notice gone (probe 41, F1).
 */
import { sampleTextMarks } from '../db/seed-data';

/** A title or a line of a sample ("Sample course: …", "Sample venue …", "Sample format: …"). */
const SAMPLE_START = /^\s*sample\b/i;
/** A sample event's venue: "Online (sample link)". */
const SAMPLE_LINK_NOTE = /\(sample link\)/i;

/** Whether a row (as it will be saved) still reads as a sample anywhere a visitor would see it. */
export function stillReadsAsSample(row: Record<string, unknown>): boolean {
  const texts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object' && !(value instanceof Date)) Object.values(value).forEach(collect);
  };
  collect(row);
  return texts.some(
    (text) => SAMPLE_START.test(text) || SAMPLE_LINK_NOTE.test(text) || sampleTextMarks.some((mark) => text.includes(mark)),
  );
}

/**
 * The `demo` column an edit writes: cleared once the saved row no longer reads as a sample,
 * otherwise left as it was (a row of the admin's own is never made a sample by its words).
 */
export const demoAfterEdit = (saved: Record<string, unknown>): { demo?: false } => (stillReadsAsSample(saved) ? {} : { demo: false });
