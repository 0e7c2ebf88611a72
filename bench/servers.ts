import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} not ready after ${timeoutMs} ms`);
}

function stopper(child: ChildProcess) {
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
}

/** The production server (`npm run serve`) with its own data directory. */
export async function startAppServer(opts: {
  root: string;
  dataDir: string;
  databaseUrl?: string;
  renderMode: 'server' | 'client';
  /** e.g. a capped heap for the memory soak. */
  nodeOptions?: string;
  /** Where the app process writes a V8 CPU profile when it stops (flags NODE_OPTIONS may not carry). */
  cpuProfileDir?: string;
}): Promise<RunningServer> {
  const port = await freePort();
  const profile = opts.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${opts.cpuProfileDir}`] : [];
  const child = spawn(process.execPath, [path.join(opts.root, 'node_modules/tsx/dist/cli.mjs'), ...profile, 'server.ts'], {
    cwd: opts.root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl ?? '',
      ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'error',
      // The signed-in rows register 200 learners from one address.
      RATE_LIMIT_SCALE: '100',
      RENDER_MODE: opts.renderMode,
      ...(opts.nodeOptions ? { NODE_OPTIONS: opts.nodeOptions } : {}),
      // A profile of the measured window only (bench/profile-window.mjs; cold-render.ts signals it).
      ...(process.env.BENCH_WINDOW_PROF
        ? { NODE_OPTIONS: `${opts.nodeOptions ?? ''} --import ${path.join(opts.root, 'bench/profile-window.mjs')}`.trim() }
        : {}),
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${url}/readyz`, child);
  return { url, pid: child.pid!, stop: stopper(child) };
}

/** The ceiling: a bare node:http server answering a static buffer, in its own process like the app. */
export async function startBareServer(root: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'bench/bare-server.mjs')], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(url, child);
  return { url, pid: child.pid!, stop: stopper(child) };
}
