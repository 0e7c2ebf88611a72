/**
 * Loaded into the app server (`--import`) when BENCH_WINDOW_PROF names a directory: SIGUSR2 starts
 * a V8 CPU profile and the next SIGUSR2 writes it there, so a profile holds the measured requests
 * only, not the start-up and the sign-ins before them (`--cpu-prof` covers the whole run).
 * Open it in Chrome DevTools (Performance) or read it with any .cpuprofile tool.
 */
import inspector from 'node:inspector';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.env.BENCH_WINDOW_PROF;
if (dir) {
  const session = new inspector.Session();
  session.connect();
  let running = false;
  process.on('SIGUSR2', () => {
    if (!running) {
      running = true;
      session.post('Profiler.enable', () => session.post('Profiler.start'));
      return;
    }
    running = false;
    session.post('Profiler.stop', (err, result) => {
      if (!err) writeFileSync(path.join(dir, `window-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
