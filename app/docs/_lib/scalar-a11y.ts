// What makes the API reference (Scalar, app/docs/_lib/scalar-assets.ts) pass axe-core at 1280x800 and 375x812
// (e2e/docs.spec.ts) without forking the library (issue 32, finding 17):
// - colours: Scalar's light theme draws secondary text (#757575/#8e8e8e) and the HTTP method badges (#0082d0 …)
//   under 4.5:1; our custom CSS darkens its theme variables (the layout and the rest of the theme stay Scalar's);
// - what it renders without a name or a way in, patched as it renders (a small script the entry module runs after
//   mounting): copy buttons with only an icon get "Copiar …" as their name, and a box that scrolls with nothing
//   focusable inside becomes focusable, so a keyboard can scroll it.

/** Light theme only (scalarConfiguration forces it); every value at least 4.5:1 on Scalar's backgrounds. */
export const scalarAccessibleCss = `
.light-mode {
  --scalar-color-2: #595959 !important;
  --scalar-color-3: #5c5c5c !important;
  --scalar-color-accent: #005a9c !important;
  --scalar-color-green: #08683f !important;
  --scalar-color-red: #b8000a !important;
  --scalar-color-yellow: #7a5e00 !important;
  --scalar-color-blue: #005a9c !important;
  --scalar-color-orange: #a34200 !important;
  --scalar-color-purple: #5203d1 !important;
  --scalar-color-query: #00676b !important;
}
`;

/** The browser side: run once after the reference mounts on `root`; keeps patching what the reference adds. */
export const scalarPatchSource = `const copyButtons = 'button.scalar-code-copy, button[class*="copy-button"]';
const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

function nameCopyButtons(root) {
  for (const button of root.querySelectorAll(copyButtons)) {
    if (button.getAttribute('aria-label') || button.getAttribute('aria-labelledby')) continue;
    const shown = button.innerText.trim();
    if (shown && !/^copiar$/i.test(shown)) button.setAttribute('aria-label', 'Copiar ' + shown);
    else if (!shown) button.setAttribute('aria-label', 'Copiar al portapapeles');
  }
}

function scrollsWithoutFocus(el) {
  if (el.hasAttribute('tabindex') || el.querySelector(focusable)) return false;
  const style = getComputedStyle(el);
  const x = /(auto|scroll)/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
  const y = /(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
  return x || y;
}

function focusScrollBoxes(root) {
  // the boxes Scalar lets scroll: its overflow utility classes, its scroll containers, a tag's list of endpoints
  for (const el of root.querySelectorAll('[class*="overflow-"], [class*="scroll"], .endpoints, pre')) {
    if (!scrollsWithoutFocus(el)) continue;
    el.setAttribute('tabindex', '0');
    if (!el.getAttribute('role') && !el.getAttribute('aria-label')) {
      el.setAttribute('role', 'region');
      el.setAttribute('aria-label', 'Contenido desplazable');
    }
  }
}

export function patchReference(root) {
  let queued = false;
  const run = () => {
    queued = false;
    nameCopyButtons(root);
    focusScrollBoxes(root);
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(run);
  };
  new MutationObserver(queue).observe(root, { childList: true, subtree: true });
  addEventListener('resize', queue);
  queue();
}
`;
