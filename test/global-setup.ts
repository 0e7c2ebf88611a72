/**
 * Migrate once, copy per test file. PGlite: one database migrated and dumped, every file loads
 * the dump (~0.5 s, where initdb + migrate takes several seconds). PostgreSQL (TEST_DATABASE_URL):
 * one database migrated as a template, every file's database created from it (~50 ms, where
 * migrating each one took ~0.5 s).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the migrated database's dump ('' on PostgreSQL). */
    pgliteDumpPath: string;
    /** PostgreSQL: the migrated template database's name ('' on PGlite). */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  return url ? postgresTemplate(project, url) : pgliteDump(project);
}

async function pgliteDump(project: TestProject) {
  const database = await openPglite();
  await database.migrate();
  const dump = await database.pglite!.dumpDataDir('gzip');
  await database.close();
  const dir = path.join(os.tmpdir(), `dce-test-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'migrated.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject, url: string) {
  const name = `dce_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString(), { max: 1 });
  await database.migrate();
  // No connection may stay open on a template while databases are created from it.
  await database.close();
  project.provide('postgresTemplate', name);
  project.provide('pgliteDumpPath', '');
  return async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
}
