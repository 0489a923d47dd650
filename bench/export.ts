// Export scenario of npm run bench (issue 17.2): GET /api/v1/orders/export of the 20,000 orders the benchmark
// seeds for its key's organization (orders created before `until`, so the load scenarios' orders are left out),
// against the benchmark's production server: rows per second and the server's resident memory growth while it
// streams (target under 50 MB: the export reads 500-row batches, lib/exports/orders-csv.ts).
// Called by bench/run.ts; returns one line for docs/performance.md.
export type ExportBenchRow = { name: string; seconds: number; rowsPerSecond: number; target: string; met: boolean; note: string };

export async function runExportBench(input: { root: string; key: string; until: string; rssMb: () => number }): Promise<ExportBenchRow> {
  const before = input.rssMb();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, input.rssMb())), 100);
  const start = performance.now();
  let lines = 0;
  let bytes = 0;
  try {
    const res = await fetch(`${input.root}/api/v1/orders/export?dateTo=${encodeURIComponent(input.until)}`, {
      headers: { authorization: `Bearer ${input.key}` },
    });
    if (res.status !== 200 || !res.body) throw new Error(`GET /orders/export: ${res.status}`);
    // Counted as it arrives, never kept: the client must not be what holds the file.
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 0x0a) lines++;
    }
  } finally {
    clearInterval(timer);
  }
  const seconds = Math.round(performance.now() - start) / 1000;
  const rows = lines - 1; // the header line
  const growth = peak - before;
  return {
    name: `GET /orders/export: ${rows.toLocaleString('en-US')} orders as CSV`,
    seconds,
    rowsPerSecond: Math.round(rows / seconds),
    target: 'RSS growth < 50 MB',
    met: growth < 50,
    note: `${(bytes / 1024 / 1024).toFixed(1)} MB file; server RSS ${before} MB before, +${growth} MB peak while streaming`,
  };
}
