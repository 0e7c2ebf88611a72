import { readdirSync, readFileSync } from 'node:fs';

/** BENCH_WINDOW_PROF: starts, then stops and writes, the app's profile of the window (bench/profile-window.mjs). */
export async function toggleWindowProfile(serverPid: number) {
  if (!process.env.BENCH_WINDOW_PROF) return;
  // The app is the launcher's child (tsx): signal the children, which are the processes that serve.
  for (const task of readdirSync(`/proc/${serverPid}/task`)) {
    const children = readFileSync(`/proc/${serverPid}/task/${task}/children`, 'utf8').trim();
    for (const child of children ? children.split(' ') : []) process.kill(Number(child), 'SIGUSR2');
  }
  // The profiler starts, and the profile is written, after the signal is handled: give it a moment.
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
