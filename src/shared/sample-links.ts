/**
 * Links under example.com (reserved, RFC 2606) lead nowhere: the demo content uses them, and the
 * site labels them "sample link" wherever it shows one (issue 28).
 */
export function isSampleLink(url: string | null | undefined): boolean {
  if (!url) return false;
  try {
    const host = new URL(url).hostname;
    return host === 'example.com' || host.endsWith('.example.com');
  } catch {
    return false;
  }
}
