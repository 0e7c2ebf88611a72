import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/**
 * A throwaway PostgreSQL database when a server URL is given; PGlite (in each app's data dir) otherwise.
 * `prefix` names it (`<prefix>_<random>`), so a leftover from an interrupted run is easy to recognise.
 */
export async function createBenchDatabase(serverUrl: string | undefined, prefix = 'dce_bench') {
  if (!serverUrl) return { url: undefined, label: 'PGlite (embedded)', stop: async () => {} };
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: 'PostgreSQL',
    stop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
