import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 3 s (Testing Library's default is 1 s): the unit stage runs every
// workspace's files in parallel on a 2-core machine, where a lazy route can take longer than 1 s.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
});
