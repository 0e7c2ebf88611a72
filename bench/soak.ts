import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { RunningServer } from './servers';

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * Mixed anonymous and API load for `seconds`, sampling the server's resident memory. "Flat" means
 * the end is close to the post-warm-up level, not growing with the number of requests. The server
 * is started through tsx, whose child is the node process that holds the app.
 */
export async function soak(server: RunningServer, seconds: number) {
  const pid = appPid(server.pid);
  const startMb = rssMb(pid);
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(rssMb(pid)), 1000);
  const result = await autocannon({
    url: server.url,
    connections: 20,
    duration: seconds,
    requests: [{ path: '/' }, { path: '/education' }, { path: '/api/courses' }, { path: '/api/blog-posts' }, { path: '/community' }],
  });
  clearInterval(timer);
  const warm = samples[Math.min(samples.length - 1, Math.floor(samples.length / 5))] ?? startMb;
  // RSS at each fifth of the run: a leak climbs through them, a warmed-up heap levels off.
  const fifths = [1, 2, 3, 4, 5].map(
    (f) => samples[Math.min(samples.length - 1, Math.max(0, Math.round((samples.length * f) / 5) - 1))] ?? startMb,
  );
  return {
    startMb,
    warmMb: warm,
    endMb: samples.at(-1) ?? startMb,
    maxMb: Math.max(startMb, ...samples),
    fifths,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function appPid(pid: number): number {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return children.length ? Number(children[0]) : pid;
  } catch {
    return pid;
  }
}
