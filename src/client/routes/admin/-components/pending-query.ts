/** The pending list's query input from the URL's search: undefined without filters (the route's loader asks the same). */
import type { PendingSearch } from '../../../../shared/pending-queue';

export function pendingQueryInput(search: PendingSearch) {
  const input = {
    ...(search.method ? { method: search.method } : {}),
    ...(search.age ? { age: search.age } : {}),
    ...(search.q ? { q: search.q } : {}),
    ...(search.sort && search.sort !== 'oldest' ? { sort: search.sort } : {}),
  };
  return Object.keys(input).length > 0 ? input : undefined;
}
