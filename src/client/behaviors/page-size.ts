/**
 * "This page: 14 KB" under long pages (`[data-page-size]`): what the page and everything it loaded
 * cost in transfer, from the browser's Resource Timing figures. A page answered from a cache
 * transferred nothing: its size as received is shown then, marked as saved.
 */
function formatKb(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function installPageSize(root: Document) {
  const targets = root.querySelectorAll<HTMLElement>('[data-page-size]');
  if (targets.length === 0 || typeof performance.getEntriesByType !== 'function') return;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!navigation) return;
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const transferred = [navigation, ...resources].reduce((sum, entry) => sum + entry.transferSize, 0);
  const text =
    transferred > 0
      ? `This page: ${formatKb(transferred)}`
      : `This page: ${formatKb(navigation.encodedBodySize)} (from the copy on this device)`;
  targets.forEach((target) => {
    target.textContent = text;
    target.hidden = false;
  });
}
