import { Link } from '@tanstack/react-router';

type CardLinkTarget = '/education' | '/guides' | '/security' | '/legal' | '/caribbean-focus/banking' | '/caribbean-focus/solutions';

/**
 * A grid of titled cards that each link to a page. `compactOnPhone` (home's services, each a
 * section further down): a phone shows the titles two abreast, without their descriptions.
 */
export function CardLinks({
  items,
  columns = 3,
  compactOnPhone = false,
}: {
  items: readonly { title: string; description: string; to: CardLinkTarget }[];
  columns?: 3 | 5;
  compactOnPhone?: boolean;
}) {
  return (
    <ul
      className={`grid gap-3 sm:grid-cols-2 sm:gap-4 ${compactOnPhone ? 'grid-cols-2' : ''} ${columns === 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-3'}`}
    >
      {items.map((item) => (
        <li key={item.title}>
          <Link
            to={item.to}
            className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 transition sm:p-5 hover:border-primary hover:shadow dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="font-semibold">{item.title}</span>
            <span className={`mt-2 text-sm text-slate-600 dark:text-slate-300 ${compactOnPhone ? 'hidden sm:block' : ''}`}>
              {item.description}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
