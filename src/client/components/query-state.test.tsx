/**
 * QueryState's four states, rendered: a list read again without success keeps what it showed
 * (probe 74, F2), and a list that never loaded says so instead of spinning or showing nothing.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QueryState } from './query-state';

const query = <T,>(state: Partial<{ data: T; isPending: boolean; isRefetchError: boolean; isFetching: boolean }>) => ({
  data: undefined,
  isPending: false,
  isRefetchError: false,
  isFetching: false,
  refetch: () => Promise.resolve(),
  ...state,
});

const shown = (q: ReturnType<typeof query<string[]>>) =>
  renderToStaticMarkup(
    <QueryState query={q} loading="Loading rows" failed="Failed to load rows." empty={<p>No rows yet.</p>}>
      {(rows) => (
        <ul>
          {rows.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );

describe('QueryState', () => {
  it('spins, with its label for screen readers, while the first read is pending', () => {
    const html = shown(query<string[]>({ isPending: true }));
    expect(html).toContain('Loading rows');
    expect(html).not.toContain('<ul>');
  });

  it('says the read failed, as an alert, when there was never any data', () => {
    const html = shown(query<string[]>({}));
    expect(html).toContain('role="alert"');
    expect(html).toContain('Failed to load rows.');
  });

  it('shows the data, or the empty word for an empty list', () => {
    expect(shown(query({ data: ['one', 'two'] }))).toContain('<ul><li>one</li><li>two</li></ul>');
    expect(shown(query<string[]>({ data: [] }))).toContain('No rows yet.');
  });

  it('keeps the data when reading it again failed, with a way to try again', () => {
    const html = shown(query({ data: ['kept'], isRefetchError: true }));
    expect(html).toContain('<li>kept</li>');
    expect(html).not.toContain('Failed to load rows.');
    expect(html).toContain('Try again');
  });
});
