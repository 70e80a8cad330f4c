import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on a rendered node and fails with the rule ids and targets of any violation.
 * Colour contrast needs real layout, which jsdom lacks, and `region` judges a whole page, not a
 * component rendered alone: Storybook's axe check runs both on real pages.
 */
export async function expectNoAxeViolations(node: Element = document.body) {
  const results = await axe.run(node, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}
