// The demo data every browser flow starts from, made once for the run (vitest globalSetup of the e2e project, after
// buildOnce.ts): the built server seeds a data folder and stops; each session's server then opens a copy of it
// instead of seeding 300 devices and their events again at every start (1.1–1.3 s each, on the machine the browser
// shares).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../server/harness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a data folder holding the demo data of DEMO_ENV, to copy, never to open */
    demoTemplate: string;
  }
}

/** What the template holds: the servers that start from it are given the same, so that nothing is seeded again. */
export const DEMO_ENV = { DEMO: '1', DEMO_DEVICES: '300' } as const;

const root = join(import.meta.dirname, '..', '..');

/** Runs the built server on `dataDir` until it listens (seeded), then stops it as SIGTERM does. */
function seed(dataDir: string): Promise<void> {
  const child = spawn(process.execPath, ['dist/server/main.mjs'], {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: '0', DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD, LOG: '0', ...DEMO_ENV },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/^Kitroom listening on /m.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code, signal) => {
      if (/^Kitroom listening on /m.test(output) && (code === 0 || signal === 'SIGTERM')) resolve();
      else reject(new Error(`the demo template's server stopped (${code ?? signal}):\n${output}`));
    });
  });
}

export default async function makeDemoTemplate(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kitroom-demo-template-'));
  await seed(dataDir);
  project.provide('demoTemplate', dataDir);
  return () => rm(dataDir, { recursive: true, force: true });
}
