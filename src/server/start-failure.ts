/**
 * The line an operator reads when the server cannot start. drizzle wraps a failed query in an
 * error whose message is the SQL ("Failed query: CREATE SCHEMA …"); what went wrong (no such role,
 * no such database, nothing listening, unknown host) is in its cause, so the causes are printed
 * too (probe 72, F3). Every password of a configured address is blanked wherever it shows.
 */
const MAX_CAUSES = 4;

function messagesOf(err: unknown): string[] {
  const messages: string[] = [];
  let current: unknown = err;
  while (current !== undefined && current !== null && messages.length <= MAX_CAUSES) {
    const text = current instanceof Error ? current.message : String(current);
    const code = current instanceof Error && 'code' in current && typeof current.code === 'string' ? ` (${current.code})` : '';
    if (text && !messages.some((m) => m.startsWith(text))) messages.push(`${text}${code}`);
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}

function passwordsIn(addresses: readonly (string | undefined)[]): string[] {
  return addresses.flatMap((address) => {
    if (!address || !URL.canParse(address)) return [];
    const { password } = new URL(address);
    return password ? [password, decodeURIComponent(password)] : [];
  });
}

export function startFailureText(err: unknown, env: NodeJS.ProcessEnv = process.env): string {
  const secrets = passwordsIn([env.DATABASE_URL, env.SMTP_URL]).filter((s) => s.length > 0);
  const [first = 'unknown error', ...causes] = messagesOf(err);
  const text = [`Failed to start: ${first}`, ...causes.map((cause) => `  because: ${cause}`)].join('\n');
  return secrets.reduce((out, secret) => out.replaceAll(secret, '[password]'), text);
}
