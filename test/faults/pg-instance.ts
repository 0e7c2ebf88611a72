/**
 * A private, throwaway PostgreSQL server for the fault tests: its own data directory and port,
 * so stopping it mid-run disturbs nothing else on the machine. Uses Debian's server binaries
 * (installed by .ci/run); PostgreSQL refuses to run as root, so commands run as `postgres` then.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { freePort } from '../server-process';

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
  /**
   * SIGSTOP to the server and every process of it: connections stay open and accept bytes, but
   * nothing answers (a hung host, a VM paused by its hypervisor). Unlike stop(), nothing is refused.
   */
  freeze(): void;
  /** SIGCONT to the same processes: the server carries on with whatever it had received. */
  thaw(): void;
  destroy(): void;
}

/** The postmaster's process id (first line of postmaster.pid), while the server runs. */
function postmasterPid(data: string): number | undefined {
  const file = path.join(data, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** The direct children of `pid` (backends, checkpointer, walwriter, ...), from /proc. */
export function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name (which may contain spaces, inside parentheses): state, ppid.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
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
  /** The processes freeze() stopped, so thaw() continues exactly those. */
  let frozen: number[] = [];
  const signal = (pids: number[], sig: NodeJS.Signals) => {
    for (const pid of pids) {
      try {
        process.kill(pid, sig);
      } catch {
        // Gone already.
      }
    }
  };
  const instance: PgInstance = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start() {
      run(path.join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
    },
    stop() {
      run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    freeze() {
      const pid = postmasterPid(data);
      if (!pid) throw new Error('the PostgreSQL server is not running');
      // The postmaster first, so it cannot start a new backend between the listing and the stop.
      signal([pid], 'SIGSTOP');
      const children = childPids(pid);
      signal(children, 'SIGSTOP');
      frozen = [pid, ...children];
    },
    thaw() {
      signal(frozen, 'SIGCONT');
      frozen = [];
    },
    destroy() {
      // Whatever state a failed test left it in: running again if frozen, stopped if it may be
      // running, then removed.
      signal(frozen, 'SIGCONT');
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
