import type { ReactNode } from 'react';
import type { GuidanceItem } from '../../../content/data/comparison-guidance';

/** A titled list of short pieces of advice (numbered when the order matters). */
export function GuidanceList({ items, ordered = false }: { items: GuidanceItem[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={`mt-4 space-y-3 ${ordered ? 'list-decimal pl-5' : ''}`}>
      {items.map((item) => (
        <li key={item.title} className="text-slate-700 dark:text-slate-300">
          <span className="font-semibold text-slate-900 dark:text-white">{item.title}.</span> {item.text}
        </li>
      ))}
    </List>
  );
}

/** A headed section of advice: the heading, an optional lead paragraph, the list, then any notes. */
export function GuidanceSection({
  id,
  title,
  intro,
  items,
  ordered = false,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  items: GuidanceItem[];
  ordered?: boolean;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {intro ? <p className="mt-2 text-slate-600 dark:text-slate-300">{intro}</p> : null}
      <GuidanceList items={items} ordered={ordered} />
      {children}
    </section>
  );
}
