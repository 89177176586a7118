// Vitest global setup: migrate once into a template, so each test file gets a fresh database quickly
// (PGlite initdb takes 5–7 s; loading a dumped template ~1 s. On PostgreSQL: CREATE DATABASE ... TEMPLATE).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';
import pg from 'pg';
import { connect } from '../db/client';
import { hostPglite } from '../db/pglite';
import { runMigrations } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplateDb: string;
  }
}

// One template per run (several checkouts may run their suites on the same server at once); dropped at teardown.
const templateName = (): string => `fusion_test_template_${process.pid}_${Date.now().toString(36)}`;

const pgliteTemplate = async (): Promise<string> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fusion-tpl-'));
  const pglite = await PGlite.create({ dataDir: path.join(dir, 'db'), extensions: PGLITE_EXTENSIONS });
  const hosted = await hostPglite(pglite, path.join(dir, 'sock'));
  const handle = connect({ socketDir: hosted.socketDir }, 'pglite');
  await runMigrations(handle.db);
  await handle.pool.end();
  const dump = await pglite.dumpDataDir('none');
  await hosted.stop();
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
};

const adminQuery = async (url: string, sql: string): Promise<void> => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
};

const postgresTemplate = async (url: string, name: string): Promise<void> => {
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = connect({ connectionString: target.toString() }, 'postgres');
  await runMigrations(handle.db);
  await handle.close();
};

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const kind = project.name === 'api-postgres' ? 'postgres' : 'pglite';
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = templateName();
    await postgresTemplate(url, name);
    project.provide('pgTemplateDb', name);
    project.provide('pgliteTemplate', '');
    return () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    project.provide('pgliteTemplate', await pgliteTemplate());
    project.provide('pgTemplateDb', '');
  }
}
