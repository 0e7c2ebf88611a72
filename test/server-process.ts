/**
 * Spawning the real server (the fault tests' processes, the browser suite's workers' servers), and
 * reading what it logs. Light on purpose: the browser suite imports it, not the app.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  kill(): void;
}

/** The address from the server's `listening` log line. */
function listeningUrl(output: string): string | undefined {
  const port = /"port":(\d+)[^\n]*"msg":"listening on /.exec(output)?.[1];
  return port ? `http://127.0.0.1:${port}` : undefined;
}

/**
 * Starts `server.ts` on the production build (npm run build first) and waits until /readyz answers
 * 200. PORT=0: the system picks a free port and the server logs it, so nothing else can take the
 * port between choosing and listening.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      ADMIN_PASSWORD: 'fault-test-admin-password',
      RATE_LIMIT_SCALE: '1000',
      // Production refuses to start without it; these servers send no mail anyone follows.
      PUBLIC_URL: 'http://127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const started = Date.now();
  let url: string | undefined;
  let last = 'not listening yet';
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited early (${child.exitCode ?? child.signalCode}):\n${output}`);
    url ??= listeningUrl(output);
    if (url) {
      const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(3_000) }).then(
        async (r) => {
          await r.arrayBuffer();
          last = `/readyz answered ${r.status}`;
          return r.ok;
        },
        (err: unknown) => {
          last = `/readyz failed: ${String(err)}`;
          return false;
        },
      );
      if (ready) break;
    }
    if (Date.now() - started > 60_000) {
      kill(); // the caller never gets a handle to it: don't leave it running
      throw new Error(`server not ready after ${Date.now() - started} ms (${last}):\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, child, output: () => output, exited, kill };
}
