import { browserProject } from '../../tools/vitest-project.js';

/**
 * Tests of plain logic that touch no DOM: the root config runs them in Node (project
 * `@lexio/web (node)`), which spares each a jsdom and the Testing Library set-up (measured: three
 * quarters of such a file's time went to creating its jsdom; docs/benchmarks.md). Any other test
 * runs in jsdom, so a new file is safe by default; one of these that starts needing the DOM fails
 * with "document is not defined": take it off the list.
 */
export const domFreeTests = [
  'src/config/env.test.ts',
  'src/features/assistant/answer-parts.test.ts',
  'src/features/assistant/answers-store.test.ts',
  'src/i18n/catalogues.test.ts',
  'src/i18n/date-format.test.ts',
  'src/i18n/fetch-with-retry.test.ts',
  'src/i18n/load-messages.test.ts',
  'src/i18n/locales.test.ts',
  'src/i18n/message-store.test.ts',
  'src/lib/access/access-rules.test.ts',
  'src/lib/dates/calendar-date.test.ts',
  'src/lib/flags/flag-context.test.ts',
  'src/lib/notifications/notifications-store.test.ts',
  'src/lib/onboarding-rule/onboarding-rule.test.ts',
  'src/lib/referral/referral-id.test.ts',
  'src/lib/trial/trial.test.ts',
];

export default browserProject({
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: domFreeTests,
  setupFiles: ['./src/test/setup.ts'],
});
