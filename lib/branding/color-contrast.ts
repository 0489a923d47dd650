// WCAG 2.1 contrast of a brand colour against white (pure: used by the dashboard form in the browser and by
// lib/branding/brand-color.ts on the server).
export const MIN_CONTRAST_WITH_WHITE = 4.5;

/** WCAG relative luminance of "#RRGGBB". */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** Contrast ratio between "#RRGGBB" and white, 1 to 21. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}
