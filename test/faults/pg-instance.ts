/**
 * A private, throwaway PostgreSQL server for the fault tests: its own data directory and port,
 * so stopping it mid-run disturbs nothing else on the machine. Uses Debian's server binaries
 * (installed by .ci/run); PostgreSQL refuses to run as root, so commands run as `postgres` then.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { freePort } from './processes';

function findBinDir(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const dir = versions.map((v) => path.join(base, v, 'bin')).find((d) => existsSync(path.join(d, 'initdb')) && existsSync(path.join(d, 'pg_ctl')));
  if (!dir) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install postgresql)');
  return dir;
}

export interface PgInstance {
  url: string;
  port: number;
  start(): void;
  stop(): void;
  destroy(): void;
}

export async function createPgInstance(): Promise<PgInstance> {
  const bin = findBinDir();
  const dir = mkdtempSync('/tmp/dce-fault-pg-');
  const asRoot = userInfo().uid === 0;
  if (asRoot)
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const run = (cmd: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : cmd, asRoot ? ['-u', 'postgres', '--', cmd, ...args] : args, { stdio: 'pipe', timeout: 60_000 });
  const data = path.join(dir, 'data');
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const instance: PgInstance = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start() {
      run(path.join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
    },
    stop() {
      run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    destroy() {
      // Whatever state a failed test left it in: stop the server if it may be running, then remove it.
      if (existsSync(path.join(data, 'postmaster.pid'))) {
        try {
          run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
        } catch {
          // Already stopped.
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    instance.start();
  } catch (err) {
    instance.destroy();
    throw err;
  }
  return instance;
}
