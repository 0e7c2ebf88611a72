/**
 * "What you will learn": the course's syllabus, a markdown list kept as plain lines ("- item").
 * Read line by line into a list, so no markdown parser reaches readers' phones; a line that is not
 * a list item is shown as a paragraph. Text only: nothing in it is rendered as HTML.
 */
const ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/;

export function syllabusItems(syllabus: string): { kind: 'item' | 'text'; text: string }[] {
  return syllabus
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => (ITEM.test(line) ? { kind: 'item' as const, text: line.replace(ITEM, '') } : { kind: 'text' as const, text: line }));
}

export function SyllabusList({ syllabus }: { syllabus: string }) {
  const lines = syllabusItems(syllabus);
  const items = lines.filter((l) => l.kind === 'item');
  const texts = lines.filter((l) => l.kind === 'text');
  return (
    <>
      {texts.map((t, i) => (
        <p key={i} className="mt-2 text-slate-700 dark:text-slate-200">
          {t.text}
        </p>
      ))}
      {items.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {items.map((item, i) => (
            <li key={i} className="flex gap-2">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 h-4 w-4 flex-none text-secondary" fill="currentColor">
                <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
              </svg>
              <span>{item.text}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
