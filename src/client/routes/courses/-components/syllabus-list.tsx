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

/** The lines in their order, each run of items one list (a heading line between runs stays between them). */
export function syllabusBlocks(syllabus: string): ({ kind: 'text'; text: string } | { kind: 'list'; items: string[] })[] {
  const blocks: ({ kind: 'text'; text: string } | { kind: 'list'; items: string[] })[] = [];
  for (const line of syllabusItems(syllabus)) {
    const last = blocks.at(-1);
    if (line.kind === 'text') blocks.push({ kind: 'text', text: line.text });
    else if (last?.kind === 'list') last.items.push(line.text);
    else blocks.push({ kind: 'list', items: [line.text] });
  }
  return blocks;
}

export function SyllabusList({ syllabus }: { syllabus: string }) {
  // In the order written: "Week 1" above its items, "Week 2" above its own (probe 36, F4).
  return (
    <>
      {syllabusBlocks(syllabus).map((block, b) =>
        block.kind === 'text' ? (
          <p key={b} className="mt-2 text-slate-700 dark:text-slate-200">
            {block.text}
          </p>
        ) : (
          <ul key={b} className="mt-3 space-y-2">
            {block.items.map((item, i) => (
              <li key={i} className="flex gap-2">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 h-4 w-4 flex-none text-secondary" fill="currentColor">
                  <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                </svg>
                <span>{item}</span>
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
