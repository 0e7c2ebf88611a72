import type { GuidanceItem } from '../../content/guides/comparison-guidance';

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
