// The one axe-core check of the page specs (e2e/a11y.spec.ts, e2e/docs.spec.ts): WCAG 2 A and AA, every impact,
// and the rule that a control's accessible name contains its visible text (label-content-name-mismatch, tagged
// WCAG 2.1 by axe: the user menu and the Miembros row buttons once broke it, issue 32 finding 17).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa'];

/** Every violation of what the page shows now, one readable line each ("id (impact): help → targets"). */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(AXE_TAGS)
    .analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} → ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 6)
        .join(' | ')}`,
  );
}
