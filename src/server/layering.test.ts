import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(serverDir, '..', 'client');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every module specifier in a file: static imports, re-exports and dynamic import() calls. */
function specifiers(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
}

describe('layering', () => {
  it('src/server imports nothing from src/client (content and shared code live outside it)', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(serverDir)) {
      for (const spec of specifiers(readFileSync(file, 'utf8'))) {
        if (!spec.startsWith('.')) continue;
        const target = path.resolve(path.dirname(file), spec);
        if (target === clientDir || target.startsWith(clientDir + path.sep)) offenders.push(`${path.relative(serverDir, file)} -> ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
