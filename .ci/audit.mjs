// Supply-chain check for CI: `npm audit --omit=dev` must show no high or critical advisory
// unless docs/decisions/2026-11-23-npm-audit.md explains it (its advisory ids, one per
// "- GHSA-…" line, are accepted).
//
// Three outcomes, always printed as one banner line that starts with `npm audit:`:
// - PASSED / FAILED: the advisory service answered; FAILED exits 1.
// - NOT PERFORMED: only when the service is known to be unreachable (the registry refuses the
//   bulk advisory endpoint with 405/404/501, or the network fails: ENOTFOUND, ECONNREFUSED …).
//   Exits 0 unless AUDIT_REQUIRED=1, which makes it fail (a machine where an audit must happen).
// Anything else (an unreadable answer, another error) fails closed: exit 1.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const NOTE = 'docs/decisions/2026-11-23-npm-audit.md';
let raw;
if (process.env.AUDIT_JSON)
  raw = readFileSync(process.env.AUDIT_JSON, 'utf8'); // a saved report, to check this script
else
  try {
    raw = execFileSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch (err) {
    raw = err.stdout; // npm audit exits 1 when it finds anything, and on errors
  }
let report;
try {
  report = JSON.parse(raw);
} catch {
  report = { error: { summary: 'unreadable answer' } };
}
const UNREACHABLE = /\b(405|404|501) |ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|ENETUNREACH/;
if (report.error || !report.metadata) {
  const why = String(report.message ?? report.error?.summary ?? report.error?.code ?? 'no answer');
  const unreachable = UNREACHABLE.test(why) || UNREACHABLE.test(String(report.statusCode ?? ''));
  if (!unreachable) {
    console.log(`npm audit: FAILED — the audit could not be read (${why}); failing closed.`);
    process.exit(1);
  }
  const required = process.env.AUDIT_REQUIRED === '1';
  console.log(
    `npm audit: NOT PERFORMED — the advisory service could not be reached (${why}).${required ? ' AUDIT_REQUIRED=1: failing.' : ' No supply-chain check ran; see README, Security.'}`,
  );
  process.exit(required ? 1 : 0);
}
const explained = new Set([...readFileSync(NOTE, 'utf8').matchAll(/^- (GHSA-[\w-]+)/gm)].map((m) => m[1]));
const findings = Object.values(report.vulnerabilities ?? {}).flatMap((v) =>
  v.via.filter((via) => typeof via === 'object' && ['high', 'critical'].includes(via.severity)).map((via) => ({ name: v.name, ...via })),
);
const unexplained = findings.filter(
  (f) =>
    !explained.has(
      String(f.url ?? '')
        .split('/')
        .pop(),
    ),
);
const counts = report.metadata.vulnerabilities;
console.log(
  `npm audit: ${unexplained.length ? 'FAILED' : 'PASSED'} (production dependencies): ${JSON.stringify(counts)}; high/critical unexplained: ${unexplained.length}`,
);
for (const f of unexplained) console.log(`  ${f.severity} ${f.name}: ${f.title} ${f.url}`);
process.exit(unexplained.length ? 1 : 0);
