import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

/**
 * The Vitest project of a browser-side workspace: jsdom, the shared setup file, the workspaces'
 * `@lexio/source` condition so sibling packages are read from src/, and React when asked.
 */
export function browserProject(
  options: { react?: boolean; include?: string[]; setupFiles?: string[] } = {},
): UserWorkspaceConfig {
  return defineProject({
    plugins: options.react === false ? [] : [react()],
    resolve: { conditions: ['@lexio/source', ...defaultClientConditions] },
    test: {
      environment: 'jsdom',
      globals: true,
      // Journeys through lazy routes with user-event: on two busy cores (the unit stage runs every
      // workspace at once) some take several seconds. A hang still fails, after 20 s.
      testTimeout: 20_000,
      ...(options.include ? { include: options.include } : {}),
      setupFiles: [
        new URL('../vitest.setup.ts', import.meta.url).pathname,
        ...(options.setupFiles ?? []),
      ],
    },
  });
}
