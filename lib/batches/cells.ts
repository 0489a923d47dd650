// A cell of a batch CSV as our own downloads write it, read back (no imports: the import page's preview uses it in
// the browser, lib/batches/parse-csv.ts on the server): the formula guard's apostrophe before = + - @, and ="06600",
// the text cell of postal codes and phones (lib/platform/csv/stream-csv.ts), are the values they were.
export function unguardCell(value: string): string {
  const text = value.trim();
  const asText = /^="([^"]*)"$/.exec(text);
  if (asText) return asText[1].trim();
  return text.replace(/^'(?=[=+\-@])/, '');
}
