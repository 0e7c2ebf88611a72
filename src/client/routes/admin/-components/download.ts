/**
 * Download a file the server streams (a CSV export) and save it; answers how many lines it had.
 * The body is read chunk by chunk (lines counted on the way), never as one string.
 */
export async function downloadStreamed(url: string, filename: string): Promise<number> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? 'Please try again.');
  }
  const parts: Uint8Array[] = [];
  let lines = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    for (const byte of value) if (byte === 10) lines++;
  }
  downloadBlob(filename, new Blob(parts as BlobPart[], { type: res.headers.get('content-type') ?? 'text/csv;charset=utf-8' }));
  return lines;
}

export function downloadBlob(filename: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
