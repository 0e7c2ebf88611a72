/** .ci/audit.mjs: what CI prints and whether it fails, for each kind of answer npm audit gives. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './http';

function runAudit(report: unknown, env: Record<string, string> = {}) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'audit-')), 'report.json');
  writeFileSync(file, typeof report === 'string' ? report : JSON.stringify(report));
  try {
    const out = execFileSync(process.execPath, ['.ci/audit.mjs'], {
      cwd: projectRoot,
      env: { ...process.env, AUDIT_JSON: file, ...env },
      encoding: 'utf8',
    });
    return { code: 0, out };
  } catch (err) {
    const e = err as { status: number; stdout: string };
    return { code: e.status, out: e.stdout };
  }
}

const unreachable = {
  message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  statusCode: 405,
};

describe('.ci/audit.mjs', () => {
  it('passes a clean report and fails an unexplained high advisory', () => {
    const clean = runAudit({ metadata: { vulnerabilities: { high: 0, critical: 0 } }, vulnerabilities: {} });
    expect(clean).toMatchObject({ code: 0 });
    expect(clean.out).toMatch(/^npm audit: PASSED/m);
    const bad = runAudit({
      metadata: { vulnerabilities: { high: 1 } },
      vulnerabilities: {
        pkg: { name: 'pkg', via: [{ severity: 'high', title: 'Bad', url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc' }] },
      },
    });
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/^npm audit: FAILED/m);
  });

  it('says NOT PERFORMED when the service is unreachable, and fails if an audit is required', () => {
    const soft = runAudit(unreachable);
    expect(soft.code).toBe(0);
    expect(soft.out).toMatch(/^npm audit: NOT PERFORMED/m);
    expect(runAudit(unreachable, { AUDIT_REQUIRED: '1' }).code).toBe(1);
  });

  it('fails closed on an answer it cannot read or an unknown error', () => {
    expect(runAudit('garbage').code).toBe(1);
    expect(runAudit({ error: { code: 'EAUDITUNKNOWN', summary: 'something else' } }).code).toBe(1);
  });
});
