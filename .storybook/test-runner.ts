import path from 'node:path';

import type { expect as jestExpect } from '@jest/globals';
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { getViolations, injectAxe } from 'axe-playwright';
import type { ElementContext, RunOptions } from 'axe-core';
import type { Page } from 'playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';

// Every story gets, after its play function: an axe check (serious and critical violations fail)
// and a visual snapshot compared pixel for pixel with the baseline committed next to this file.

// Jest provides `expect` as a global in the test files that run these hooks; importing the value
// from @jest/globals would fail where the test-runner first loads this file.
declare const expect: typeof jestExpect;

const snapshotsDir = path.resolve(process.cwd(), '.storybook/__image_snapshots__');
const viewport = { width: 1280, height: 720 };
const failingImpacts = new Set(['serious', 'critical']);

interface A11yParameters {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  config?: { rules?: { id: string; enabled: boolean }[] };
  options?: RunOptions;
}

// The whole page, not only #storybook-root: MUI renders tooltips, popovers, menus and dialogs in a
// portal at the end of <body>. Storybook's own placeholders (loading, error and no-preview screens,
// the docs container) are left out.
const axeContext: ElementContext = {
  include: [['body']],
  exclude: [['.sb-wrapper'], ['#storybook-docs']],
};

// The a11y addon runs its own axe pass after each render, and axe refuses to start while another
// run is going: wait for it instead of failing.
async function axeViolations(page: Page, options: RunOptions) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await getViolations(page, axeContext, options);
    } catch (error) {
      if (attempt >= 50 || !String(error).includes('Axe is already running')) throw error;
      await page.waitForTimeout(100);
    }
  }
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  async preVisit(page) {
    await page.setViewportSize(viewport);
    // Play functions run with normal motion (a carousel may be asserted to advance); the
    // screenshot switches to reduced motion below.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await injectAxe(page);
  },

  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const a11y = (story.parameters.a11y ?? {}) as A11yParameters;

    if (!a11y.disable && a11y.test !== 'off') {
      // A story may switch a rule off the way the a11y addon reads it (`a11y.config.rules`), with
      // a comment saying why; the addon's panel then agrees with this check.
      const rules = Object.fromEntries(
        (a11y.config?.rules ?? []).map(({ id, enabled }) => [id, { enabled }]),
      );
      const violations = await axeViolations(page, {
        ...a11y.options,
        rules: { ...a11y.options?.rules, ...rules },
      });
      const failing = violations
        .filter((violation) => failingImpacts.has(violation.impact ?? ''))
        .map(
          (violation) =>
            `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes
              .map((node) => node.target.join(' '))
              .join(', ')})`,
        );
      expect(failing).toEqual([]);
    }

    if (story.parameters.visualSnapshot === false) return;

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await waitForPageReady(page);
    const image = await page.screenshot({
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // A click in the play function leaves a MUI ripple fading for a moment: not part of the design.
      style: '.MuiTouchRipple-root { display: none !important; }',
    });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: snapshotsDir,
      customDiffDir: path.join(snapshotsDir, '__diff_output__'),
      customSnapshotIdentifier: context.id,
      // Strict: any pixel whose colour differs at all counts, and one such pixel fails.
      comparisonMethod: 'pixelmatch',
      customDiffConfig: { threshold: 0 },
      failureThreshold: 0,
      failureThresholdType: 'pixel',
      // The new image next to the diff, both in the git-ignored __diff_output__ folder.
      storeReceivedOnFailure: true,
      customReceivedDir: path.join(snapshotsDir, '__diff_output__'),
    });
  },
};

export default config;
