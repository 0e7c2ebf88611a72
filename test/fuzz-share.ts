/**
 * The fuzzers' share of their runs. `npm test` runs the server suites twice, on PGlite and on
 * PostgreSQL; sending the same seeded requests to the same SQL engine twice found nothing the
 * first run did not, and cost two minutes. So `npm test` sets FUZZ_PART=1/2 for the first run and
 * 2/2 for the second: each database gets half of the runs, with a seed of its own, and together
 * they send as many distinct requests as one full run. Without FUZZ_PART (a fuzzer run on its
 * own) a run sends them all. FUZZ_SEED and the RUNS variables still override.
 */
export interface FuzzShare {
  seed: number;
  runs: number;
  /** "part 1 of 2" or "" for a whole run: printed with the seed so a failure can be replayed. */
  label: string;
}

export function fuzzShare(
  defaultSeed: number,
  defaultRuns: number,
  env: NodeJS.ProcessEnv = process.env,
  runsVariable = 'FUZZ_RUNS',
): FuzzShare {
  const seed = Number(env.FUZZ_SEED ?? defaultSeed);
  const runs = Number(env[runsVariable] ?? defaultRuns);
  const part = /^(\d+)\/(\d+)$/.exec(env.FUZZ_PART ?? '');
  if (!part) return { seed, runs, label: '' };
  const [index, count] = [Number(part[1]), Number(part[2])];
  if (index < 1 || index > count) throw new Error(`FUZZ_PART=${env.FUZZ_PART}: the part must be between 1 and ${count}`);
  // An explicit seed replays exactly what was printed; otherwise each part has its own.
  return {
    seed: env.FUZZ_SEED ? seed : seed + index - 1,
    runs: Math.ceil(runs / count),
    label: ` (part ${index} of ${count})`,
  };
}
