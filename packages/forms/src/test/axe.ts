import axe from 'axe-core';

/**
 * Runs axe on a rendered fragment. jsdom does no layout, so the colour-contrast rule (which needs it) is
 * off here; the design system's Storybook checks cover contrast in a real browser.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}
