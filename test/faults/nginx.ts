/**
 * Debian's nginx in front of the fault tests' app processes, running deploy/nginx.conf itself with
 * only its ports, certificate and log paths substituted. nginx runs as a foreground child with its
 * prefix, pid file, temp directories and logs under one temporary directory: nothing of the system
 * nginx (/etc/nginx, /var/log/nginx, /run/nginx.pid, port 80/443) is read or touched.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../http';
import { childPids } from './pg-instance';
import { freePort } from '../server-process';

/** The names the example configuration serves (the test connects to 127.0.0.1 with this SNI and Host). */
export const NGINX_SERVER_NAME = 'example.dm';
const TEMPLATE = path.join(projectRoot, 'deploy/nginx.conf');
/** The upstream addresses written in deploy/nginx.conf, replaced by the test's app ports. */
const TEMPLATE_UPSTREAMS = ['127.0.0.1:3001', '127.0.0.1:3002'] as const;

function findBinary(name: string, hint: string): string {
  for (const dir of ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin']) {
    const file = path.join(dir, name);
    if (existsSync(file)) return file;
  }
  throw new Error(`${name} not found (${hint}). .ci/run installs it; locally: apt-get install -y ${name}`);
}

export interface LogLine {
  raw: string;
  remoteAddr: string;
  request: string;
  status: number;
  /** Every process tried, in order ("127.0.0.1:3002, 127.0.0.1:3001" after a failover). */
  upstreams: string[];
  upstreamStatuses: string[];
  requestId: string;
}

export interface NginxInstance {
  httpsPort: number;
  httpPort: number;
  /** The test CA (the self-signed certificate nginx serves), for clients to verify it. */
  ca: Buffer;
  /** The configuration nginx runs (deploy/nginx.conf after substitution). */
  siteConfig: string;
  output(): string;
  /** nginx's access log so far, parsed (format dce_upstream of deploy/nginx.conf). */
  accessLog(): LogLine[];
  stop(): Promise<void>;
}

const LOG_LINE = /^(\S+) \[[^\]]*\] "([^"]*)" (\d{3}) \d+ rt=\S+ upstream="([^"]*)" upstream_status="([^"]*)" urt="[^"]*" id=(\w+)$/;

function parseLog(text: string): LogLine[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((raw) => {
      const m = LOG_LINE.exec(raw);
      if (!m) throw new Error(`unexpected access log line (did log_format dce_upstream change?): ${raw}`);
      // "a, b" lists the attempts of one request; " : " separates internal redirects (error_page).
      const list = (field: string) => (field === '-' ? [] : field.split(/\s*,\s*|\s+:\s+/));
      return {
        raw,
        remoteAddr: m[1]!,
        request: m[2]!,
        status: Number(m[3]),
        upstreams: list(m[4]!),
        upstreamStatuses: list(m[5]!),
        requestId: m[6]!,
      };
    });
}

/**
 * deploy/nginx.conf with the test's ports and paths. Every substitution must match, so a change to
 * the example that the test no longer recognises fails here instead of testing something else.
 */
export function testSiteConfig(opts: { upstreams: readonly [number, number]; httpPort: number; httpsPort: number; dir: string }): string {
  let conf = readFileSync(TEMPLATE, 'utf8');
  const replace = (pattern: RegExp, by: string, what: string) => {
    const before = conf;
    conf = conf.replace(pattern, by);
    if (conf === before) throw new Error(`deploy/nginx.conf: ${what} not found (update test/faults/nginx.ts with the example)`);
  };
  TEMPLATE_UPSTREAMS.forEach((address, i) => replace(new RegExp(`(^\\s*server\\s+)${address.replace(/\./g, '\\.')}\\b`, 'm'), `$1127.0.0.1:${opts.upstreams[i]}`, `upstream ${address}`));
  // IPv4 loopback only (the sandbox may have no IPv6), on the test's ports.
  replace(/^\s*listen\s+\[::\]:\d+[^;]*;\s*$/gm, '', 'listen [::]:…');
  replace(/^(\s*listen\s+)80\b/gm, `$1127.0.0.1:${opts.httpPort}`, 'listen 80');
  replace(/^(\s*listen\s+)443\b/gm, `$1127.0.0.1:${opts.httpsPort}`, 'listen 443');
  replace(/^(\s*ssl_certificate\s+)\S+;/m, `$1${path.join(opts.dir, 'cert.pem')};`, 'ssl_certificate');
  replace(/^(\s*ssl_certificate_key\s+)\S+;/m, `$1${path.join(opts.dir, 'key.pem')};`, 'ssl_certificate_key');
  replace(/\/var\/log\/nginx\/dce\.access\.log/g, path.join(opts.dir, 'access.log'), 'access_log path');
  const directives = conf.replace(/#.*$/gm, '');
  const leftover = /(\/etc\/|\/var\/|\/run\/|127\.0\.0\.1:300[12]\b)/.exec(directives);
  if (leftover) throw new Error(`deploy/nginx.conf: ${leftover[0]} left after substitution`);
  return conf;
}

/** Resolves once nginx accepts TCP connections on `port` (or rejects when it exited or took too long). */
async function waitForPort(port: number, child: ChildProcess, output: () => string) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`nginx exited (${child.exitCode ?? child.signalCode}):\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() - started > 10_000) throw new Error(`nginx not listening on ${port} after 10 s:\n${output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startNginx(opts: { upstreams: readonly [number, number]; siteConfig?: (conf: string) => string }): Promise<NginxInstance> {
  const nginx = findBinary('nginx', 'Debian package nginx');
  const openssl = findBinary('openssl', 'Debian package openssl');
  const dir = mkdtempSync('/tmp/dce-nginx-');
  let child: ChildProcess | undefined;
  let output = '';
  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const master = child.pid!;
      const workers = childPids(master);
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM'); // fast shutdown: master and workers
      const timedOut = await Promise.race([exited.then(() => false), new Promise((r) => setTimeout(() => r(true), 3_000))]);
      if (timedOut) child.kill('SIGKILL');
      // A master killed hard leaves its workers running (and listening): end them by id.
      for (const pid of workers) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    execFileSync(
      openssl,
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', `/CN=${NGINX_SERVER_NAME}`,
        '-addext', `subjectAltName=DNS:${NGINX_SERVER_NAME}`, '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
      { stdio: 'pipe', timeout: 20_000 },
    );
    let siteConfig = testSiteConfig({ upstreams: opts.upstreams, httpPort, httpsPort, dir });
    if (opts.siteConfig) siteConfig = opts.siteConfig(siteConfig);
    writeFileSync(path.join(dir, 'dce.conf'), siteConfig);
    for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp));
    // The main configuration Debian's /etc/nginx/nginx.conf would be, reduced to what the site needs.
    // As root (CI), the workers stay root so they can use the private temp directories; as another
    // user nginx runs entirely as that user.
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        userInfo().uid === 0 ? 'user root root;' : '',
        'worker_processes 2;',
        'events { worker_connections 1024; }',
        'http {',
        '  default_type application/octet-stream;',
        `  client_body_temp_path ${dir}/client_body;`,
        `  proxy_temp_path ${dir}/proxy;`,
        `  fastcgi_temp_path ${dir}/fastcgi;`,
        `  uwsgi_temp_path ${dir}/uwsgi;`,
        `  scgi_temp_path ${dir}/scgi;`,
        '  access_log off;',
        `  include ${dir}/dce.conf;`,
        '}',
        '',
      ].join('\n'),
    );
    child = spawn(nginx, ['-p', `${dir}/`, '-e', 'stderr', '-c', path.join(dir, 'nginx.conf'), '-g', `daemon off; pid ${dir}/nginx.pid; error_log stderr;`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForPort(httpsPort, child, () => output);
    const accessLog = path.join(dir, 'access.log');
    return {
      httpPort,
      httpsPort,
      ca: readFileSync(path.join(dir, 'cert.pem')),
      siteConfig,
      output: () => output,
      accessLog: () => (existsSync(accessLog) ? parseLog(readFileSync(accessLog, 'utf8')) : []),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
