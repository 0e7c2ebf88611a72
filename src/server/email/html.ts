/** Minimal, safe HTML for emails: every interpolated value is escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** A line that is only a web address becomes a link; any other line is text. */
function lineToHtml(line: string): string {
  const trimmed = line.trim();
  return /^https?:\/\/\S+$/.test(trimmed) ? `<a href="${escapeHtml(trimmed)}">${escapeHtml(trimmed)}</a>` : escapeHtml(line);
}

/** Plain paragraphs (blank-line separated) to HTML paragraphs; URLs on their own line become links. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((para) => `<p>${para.trim().split('\n').map(lineToHtml).join('<br>')}</p>`)
    .join('\n');
}

export function wrapHtml(companyName: string, bodyHtml: string, footer: string): string {
  return `<!DOCTYPE html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;line-height:1.5;color:#0f172a;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(companyName)}</h1>
${bodyHtml}
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">
<p style="font-size:12px;color:#64748b">${escapeHtml(footer)}</p>
</body></html>`;
}
