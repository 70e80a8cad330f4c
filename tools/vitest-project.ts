import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { configDefaults, defineProject, type UserWorkspaceConfig } from 'vitest/config';

const sourceConditions = ['@lexio/source', ...defaultClientConditions];

/**
 * Test files run at once, in every project. Vitest 5 reads `maxWorkers` per project (the root
 * config's value is not passed down, so each project fell back to its default of one worker less
 * than the cores: one, on the 2-core machines, and the whole unit stage ran one file at a time).
 * Three keep both cores busy while the server suites wait on timers, child processes and the
 * databases; VITEST_MAX_WORKERS overrides it. Every project must use the same number.
 */
export const testWorkers = Number(process.env.VITEST_MAX_WORKERS) || 3;

/**
 * Test files run in worker threads, not child processes (Vitest's default `forks`): a thread starts
 * faster and costs the kernel less. On a 2-core machine the web project took 103 s instead of 143
 * (CPU 200 s instead of 279) and the server project 201 s instead of 250 (CPU 311 s instead of
 * 433). Every project must use the same pool, as `maxWorkers`.
 */
export const testPool = 'threads';

/**
 * The Vitest project of a browser-side workspace: jsdom, the shared setup file, the workspaces'
 * `@lexio/source` condition so sibling packages are read from src/, and React when asked.
 */
export function browserProject(
  options: { react?: boolean; include?: string[]; exclude?: string[]; setupFiles?: string[] } = {},
): UserWorkspaceConfig {
  return defineProject({
    plugins: options.react === false ? [] : [react()],
    resolve: { conditions: sourceConditions },
    test: {
      environment: 'jsdom',
      globals: true,
      maxWorkers: testWorkers,
      pool: testPool,
      // Journeys through lazy routes with user-event: on two busy cores (the unit stage runs every
      // workspace at once) some take several seconds. A hang still fails, after 20 s.
      testTimeout: 20_000,
      ...(options.include ? { include: options.include } : {}),
      ...(options.exclude ? { exclude: [...configDefaults.exclude, ...options.exclude] } : {}),
      setupFiles: [
        new URL('../vitest.setup.ts', import.meta.url).pathname,
        ...(options.setupFiles ?? []),
      ],
    },
  });
}

/**
 * Browser-side code tested without a DOM: Node instead of jsdom and no Testing Library set-up,
 * with the same module resolution as `browserProject` (`root` is the workspace folder).
 */
export function domFreeProject(options: {
  name: string;
  root: string;
  include: string[];
  setupFiles?: string[];
}): UserWorkspaceConfig {
  return defineProject({
    root: options.root,
    resolve: { conditions: sourceConditions },
    // In Node the sibling workspaces would be loaded as external packages, from their dist/ (absent
    // before a build): resolve them from src/ as in the browser projects.
    ssr: {
      resolve: {
        conditions: ['@lexio/source', ...defaultServerConditions],
        externalConditions: ['@lexio/source', 'node'],
      },
    },
    test: {
      name: options.name,
      environment: 'node',
      globals: true,
      maxWorkers: testWorkers,
      pool: testPool,
      include: options.include,
      setupFiles: options.setupFiles ?? [],
    },
  });
}
