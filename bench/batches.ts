// Batch scenarios of npm run bench (issue 19), against the benchmark's production server: validate a 5,000-row
// CSV (POST /batches), buy 1,000 orders end to end (POST purchase until GET says completed), the merged PDF of
// 1,000 labels (time and the server's resident memory growth while it streams) and the ZPL of the same labels.
// Called by bench/run.ts; returns one line per scenario for docs/performance.md.
import { sampleCsv } from '../tests/helpers/batch-files';

export type BatchBenchRow = { name: string; seconds: number; target: string; met: boolean; note: string };

async function timed<T>(fn: () => Promise<T>): Promise<{ seconds: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  return { seconds: Math.round((performance.now() - start) / 10) / 100, value };
}

async function post(root: string, key: string, path: string, body?: string, contentType = 'text/csv') {
  const res = await fetch(`${root}/api/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': contentType } : {}) },
    body,
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

/** Downloads a file, counting bytes without keeping them; `sample` runs every 200 ms meanwhile. */
async function download(url: string, key: string, sample: () => void): Promise<number> {
  const timer = setInterval(sample, 200);
  try {
    const res = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
    if (res.status !== 200 || !res.body) throw new Error(`GET ${url}: ${res.status}`);
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
    return bytes;
  } finally {
    clearInterval(timer);
  }
}

export async function runBatchBench(input: { root: string; key: string; rssMb: () => number }): Promise<BatchBenchRow[]> {
  const { root, key } = input;
  const rows: BatchBenchRow[] = [];

  const validate = await timed(() => post(root, key, '/batches', sampleCsv(5_000)));
  rows.push({
    name: 'POST /batches: validate a 5,000-row CSV',
    seconds: validate.seconds,
    target: '< 2 s',
    met: validate.seconds < 2,
    note: `${validate.value.valid} valid rows, quoted and stored`,
  });

  const batch = await post(root, key, '/batches', sampleCsv(1_000));
  const purchase = await timed(async () => {
    await post(root, key, `/batches/${batch.id}/purchase`);
    for (;;) {
      const res = await fetch(`${root}/api/v1/batches/${batch.id}`, { headers: { authorization: `Bearer ${key}` } });
      const state = (await res.json()) as { status: string; created: number; failed: number };
      if (state.status === 'completed') return state;
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  rows.push({
    name: 'Purchase 1,000 orders (POST purchase to completed)',
    seconds: purchase.seconds,
    target: '< 10 s',
    met: purchase.seconds < 10,
    note: `${purchase.value.created} created, ${purchase.value.failed} failed`,
  });

  const before = input.rssMb();
  let peak = before;
  const pdf = await timed(() =>
    download(`${root}/api/v1/batches/${batch.id}/labels?format=pdf`, key, () => (peak = Math.max(peak, input.rssMb()))),
  );
  const growth = peak - before;
  rows.push({
    name: 'GET /batches/{id}/labels: merged PDF of 1,000 labels',
    seconds: pdf.seconds,
    target: '< 15 s, RSS growth < 300 MB',
    met: pdf.seconds < 15 && growth < 300,
    note: `${(pdf.value / 1024 / 1024).toFixed(1)} MB file; server RSS ${before} MB before, +${growth} MB peak while streaming`,
  });

  const zpl = await timed(() => download(`${root}/api/v1/batches/${batch.id}/labels?format=zpl`, key, () => {}));
  rows.push({
    name: 'GET /batches/{id}/labels?format=zpl: 1,000 labels',
    seconds: zpl.seconds,
    target: '< 2 s',
    met: zpl.seconds < 2,
    note: `${(zpl.value / 1024).toFixed(0)} KB`,
  });
  return rows;
}
