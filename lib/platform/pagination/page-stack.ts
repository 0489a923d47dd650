// The dashboard's "previous page" links over keyset pages: the `stack` search parameter carries the cursors
// of the pages before the current one, '.'-separated, '' standing for the first page (which has no cursor).
// Page 2's stack is therefore the empty string, which must still count as one page behind. The cursors
// themselves are lib/platform/pagination/cursor.ts's, the same the API hands out.

/** The cursors of the previous pages, oldest first (at most 50 kept). */
export function readPageStack(value: string | string[] | undefined | null): string[] {
  return typeof value === 'string' ? value.split('.').slice(-50) : [];
}

/** The `stack` value for a link, or null when there are no previous pages. */
export function writePageStack(stack: string[]): string | null {
  return stack.length ? stack.join('.') : null;
}
