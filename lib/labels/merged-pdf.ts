// Many one-page label PDFs (lib/labels/render-label-pdf.ts) written out as ONE PDF while they are made: each
// input's objects are renumbered and streamed as soon as it is rendered, and only their offsets are kept for
// the cross-reference table at the end, so a 1,000-label file never sits in memory (GET
// /api/v1/batches/{id}/labels, lib/batches/batch-labels.ts). The inputs are the classic-xref PDFs react-pdf
// writes (no object streams); their catalog, page tree and info objects are dropped and replaced by ours.

type Parsed = { objects: { num: number; start: number; end: number }[]; root: number; info: number | null };

const HEADER = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');

/** The object table of a classic-xref PDF: each object's byte range (from its "n 0 obj" to the next object). */
function parsePdf(pdf: Buffer): Parsed {
  const tail = pdf.subarray(Math.max(0, pdf.length - 1024)).toString('latin1');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!startxref) throw new Error('merged-pdf: input without startxref');
  const xrefAt = Number(startxref[1]);
  const text = pdf.subarray(xrefAt).toString('latin1');
  if (!text.startsWith('xref')) throw new Error('merged-pdf: input without a classic xref table');
  const trailerAt = text.indexOf('trailer');
  const lines = text.slice(4, trailerAt).trim().split(/\r?\n/);
  const offsets: { num: number; start: number }[] = [];
  let num = 0;
  for (const line of lines) {
    const parts = line.trim().split(/\s+/);
    if (parts.length === 2) {
      num = Number(parts[0]);
      continue;
    }
    if (parts[2] === 'n') offsets.push({ num, start: Number(parts[0]) });
    num++;
  }
  const trailer = text.slice(trailerAt);
  const root = Number(/\/Root (\d+) 0 R/.exec(trailer)?.[1]);
  const info = /\/Info (\d+) 0 R/.exec(trailer);
  const sorted = offsets.filter((o) => o.start > 0).sort((a, b) => a.start - b.start);
  const objects = sorted.map((o, i) => ({ num: o.num, start: o.start, end: i + 1 < sorted.length ? sorted[i + 1].start : xrefAt }));
  return { objects, root, info: info ? Number(info[1]) : null };
}

/** The object's dictionary part (before any stream data) as text; references are renumbered only there. */
function splitObject(bytes: Buffer): { head: string; rest: Buffer } {
  const streamAt = bytes.indexOf('stream');
  if (streamAt === -1) return { head: bytes.toString('latin1'), rest: Buffer.alloc(0) };
  return { head: bytes.subarray(0, streamAt).toString('latin1'), rest: bytes.subarray(streamAt) };
}

const pdfString = (text: string) =>
  `(${Buffer.from(`\ufeff${text}`, 'utf16le')
    .swap16()
    .toString('latin1')
    .replace(/[\\()]/g, (c) => `\\${c}`)})`;

/**
 * Yields the merged PDF in pieces, one input page at a time. Object 1 is our catalog, 2 our page tree, 3 our
 * info; the inputs' objects follow, renumbered.
 */
export async function* mergePdfPages(pages: AsyncIterable<Buffer>, meta: { title: string; author: string }): AsyncGenerator<Buffer> {
  const offsets: number[] = [0, 0, 0, 0];
  const kids: number[] = [];
  let written = 0;
  const emit = (chunk: Buffer) => {
    written += chunk.length;
    return chunk;
  };
  yield emit(HEADER);
  let next = 4;
  for await (const pdf of pages) {
    const parsed = parsePdf(pdf);
    const base = next - 1; // old object n becomes base + n (n >= 1)
    const rootText = splitObject(pdf.subarray(parsed.objects.find((o) => o.num === parsed.root)!.start)).head;
    const pagesRoot = Number(/\/Pages (\d+) 0 R/.exec(rootText)?.[1]);
    const dropped = new Set([parsed.root, pagesRoot, ...(parsed.info ? [parsed.info] : [])]);
    const chunks: Buffer[] = [];
    for (const object of parsed.objects) {
      const newNum = base + object.num;
      next = Math.max(next, newNum + 1);
      if (dropped.has(object.num)) continue;
      const { head, rest } = splitObject(pdf.subarray(object.start, object.end));
      let renumbered = head.replace(/^(\d+) 0 obj/, `${newNum} 0 obj`).replace(/(\d+) 0 R\b/g, (_, n) => `${base + Number(n)} 0 R`);
      if (/\/Type\s*\/Page\b/.test(renumbered)) {
        renumbered = renumbered.replace(/\/Parent \d+ 0 R/, '/Parent 2 0 R');
        kids.push(newNum);
      }
      offsets[newNum] = written + chunks.reduce((sum, c) => sum + c.length, 0);
      chunks.push(Buffer.from(renumbered, 'latin1'), rest);
    }
    // Objects left out (their catalog, page tree, info) stay free entries of the table.
    yield emit(Buffer.concat(chunks));
  }
  const trailerObjects = [
    `1 0 obj\n<< /Type /Catalog /Pages 2 0 R /Lang (es-MX) >>\nendobj\n`,
    `2 0 obj\n<< /Type /Pages /Count ${kids.length} /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] >>\nendobj\n`,
    `3 0 obj\n<< /Title ${pdfString(meta.title)} /Author ${pdfString(meta.author)} /Producer ${pdfString(meta.author)} >>\nendobj\n`,
  ];
  let tail = '';
  trailerObjects.forEach((object, i) => {
    offsets[i + 1] = written + Buffer.byteLength(tail, 'latin1');
    tail += object;
  });
  const xrefAt = written + Buffer.byteLength(tail, 'latin1');
  const size = next;
  let xref = `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let n = 1; n < size; n++) {
    const at = offsets[n];
    xref += at ? `${String(at).padStart(10, '0')} 00000 n \n` : '0000000000 00000 f \n';
  }
  yield emit(Buffer.from(`${tail}${xref}trailer\n<< /Size ${size} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'));
}
