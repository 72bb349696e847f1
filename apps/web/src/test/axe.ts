import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * The WCAG 2.1 A and AA rules of axe, as the end-to-end tests run them, for UI that only a component test can
 * reach. jsdom lays nothing out, so the rules that need rendering (colour contrast) are left to Chromium.
 */
export async function expectNoAxeViolations(element: Element = document.body) {
  const results = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
