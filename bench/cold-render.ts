/**
 * What a cold signed-in render costs the server (issue 24, item 4): learners each open /profile
 * for the first time, one after another, and the server's CPU time (user + system, from /proc,
 * the launcher and the app process together) over those requests is divided by their number.
 * Nothing is cached for a learner's first visit, so each answer is a full render: the loaders'
 * queries, React to HTML, the dehydrated state and the compression. The database's own CPU is
 * another process and is not counted.
 */
import { processTreeCpuMs } from './process-cpu';
import { signIn } from './signed-in';
import { toggleWindowProfile } from './window-profile';

export interface ColdRenderResult {
  renders: number;
  cpuMsPerRender: number;
  wallMsPerRender: number;
  bytes: number;
}

/** First visits to /profile by each learner (warm-up visits first, not counted). */
export async function coldProfileRenders(
  base: string,
  serverPid: number,
  learners: { username: string; password: string }[],
  warmUp: number,
): Promise<ColdRenderResult> {
  const cookies: string[] = [];
  for (const learner of learners) cookies.push(await signIn(base, learner.username, learner.password));
  const visit = async (cookie: string) => {
    const res = await fetch(`${base}/profile`, { headers: { cookie, 'accept-encoding': 'br, gzip' } });
    const body = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`bench: /profile answered ${res.status}`);
    if (res.headers.get('x-cache')?.includes('HIT')) throw new Error('bench: a first visit was served from the cache');
    return body.byteLength;
  };
  for (const cookie of cookies.slice(0, warmUp)) await visit(cookie);
  const measured = cookies.slice(warmUp);
  await toggleWindowProfile(serverPid);
  const cpuBefore = processTreeCpuMs(serverPid);
  const started = performance.now();
  let bytes = 0;
  for (const cookie of measured) bytes = await visit(cookie);
  const wallMs = performance.now() - started;
  const cpuMs = processTreeCpuMs(serverPid) - cpuBefore;
  await toggleWindowProfile(serverPid);
  return { renders: measured.length, cpuMsPerRender: cpuMs / measured.length, wallMsPerRender: wallMs / measured.length, bytes };
}
