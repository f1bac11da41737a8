/**
 * Global setup of `vitest.config.ts`: names the folder where the first end-to-end file of the run
 * builds the web renderer for all of them (`webBuild()` in `harness.ts`), one per run (this process's
 * id), and removes it when the run ends. Builds nothing: a run without an e2e file costs nothing.
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the web renderer is built once for the run's e2e files. */
    musWebBuild: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = join(resolve(fileURLToPath(new URL('.', import.meta.url)), '../..'), 'test-artifacts', `e2e-web-run-${process.pid}`);
  project.provide('musWebBuild', dir);
  return () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}.lock`, { recursive: true, force: true });
  };
}
