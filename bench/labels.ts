// Label rendering speed, without HTTP or database: the first PDF of a process (cold), then N PDFs with
// the service's brand, N white-label PDFs with a logo, N ZPL labels, and N cache hits (key + lookup).
// Run: npx tsx bench/labels.ts [--n=200]. runLabelBench() returns the same figures for a harness.
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { normalizeLogo } from '@/lib/branding/normalize-logo';
import { LabelCache, hashKey } from '@/lib/labels/label-cache';
import { buildLabelModel, toLabelBranding, type LabelOrder } from '@/lib/labels/label-model';
import { renderLabelPdf } from '@/lib/labels/render-label-pdf';
import { renderLabelZpl } from '@/lib/labels/render-label-zpl';
import type { LabelBranding } from '@/lib/labels/schemas';

/** Wall-clock times, and the process CPU time per label (the figure that does not move with machine load). */
export type LabelBenchRow = {
  name: string;
  n: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  cpuMeanMs: number;
  note?: string;
};

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

function sampleOrder(i: number): LabelOrder {
  return {
    guideNumber: `SBX261121${digits(10)}`,
    providerTrackingNumber: `MX${digits(16)}`,
    returnGuideNumber: null,
    returnTrackingNumber: null,
    returnApprovedAt: null,
    status: i % 10 === 0 ? 'cancelled' : 'created',
    shipmentType: (['standard', 'express', 'same_day'] as const)[i % 3],
    receiverName: `María José Núñez ${i}`,
    receiverPhone: '+52 33 9876 5432',
    pickupAddress: {
      contactName: 'Almacén Central',
      contactPhone: '+52 55 1234 5678',
      street: 'Av. Paseo de la Reforma',
      exteriorNumber: '222',
      interiorNumber: 'Piso 3',
      neighborhood: 'Juárez',
      city: 'Ciudad de México',
      state: 'Ciudad de México',
      postalCode: '06600',
    },
    deliveryAddress: {
      contactName: 'María José Núñez',
      contactPhone: '+52 33 9876 5432',
      street: 'Av. Juárez',
      exteriorNumber: String(100 + i),
      neighborhood: 'Centro',
      city: 'Santiago de Querétaro',
      state: 'Querétaro',
      postalCode: '76000',
      deliveryInstructions: 'Tocar el timbre dos veces',
    },
    packageWeight: 1.5,
    packageLength: 30,
    packageWidth: 20,
    packageHeight: 15,
    contentDescription: 'Libros',
    isCod: i % 4 === 0,
    codAmountCentavos: i % 4 === 0 ? 123_450 : null,
    internalReference: `PED-${i}`,
    createdAt: new Date(),
  };
}

async function measure(name: string, n: number, fn: (i: number) => Promise<unknown> | unknown, note?: string): Promise<LabelBenchRow> {
  const times: number[] = [];
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  const cpu = process.cpuUsage(cpuStart);
  times.sort((a, b) => a - b);
  const pick = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    name,
    n,
    note,
    meanMs: round(times.reduce((a, b) => a + b, 0) / n),
    p50Ms: round(pick(0.5)),
    p95Ms: round(pick(0.95)),
    maxMs: round(times[times.length - 1]),
    cpuMeanMs: round((cpu.user + cpu.system) / 1000 / n),
  };
}

export async function runLabelBench(n = 200): Promise<LabelBenchRow[]> {
  const service: LabelBranding = toLabelBranding({ name: 'Org', whiteLabelEnabled: false, brandName: null });
  const logoSvg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect width="600" height="200" fill="#fff"/><circle cx="100" cy="100" r="80" fill="#e63946"/><rect x="220" y="60" width="340" height="80" fill="#1d3557"/></svg>';
  const logo = (await normalizeLogo(await sharp(Buffer.from(logoSvg)).png().toBuffer())).png;
  const whiteLabel = toLabelBranding({ name: 'Org', whiteLabelEnabled: true, brandName: 'Paquetería Ñandú', logo });
  const model = (i: number, branding: LabelBranding) => buildLabelModel(sampleOrder(i), 'shipping', branding)!;

  const rows: LabelBenchRow[] = [];
  rows.push(
    await measure(
      'PDF, first in the process (cold)',
      1,
      () => renderLabelPdf(model(0, service)),
      'module load, bwip-js and qrcode warm-up',
    ),
  );
  rows.push(await measure('PDF, service brand (warm)', n, (i) => renderLabelPdf(model(i, service))));
  rows.push(await measure('PDF, white-label with logo (warm)', n, (i) => renderLabelPdf(model(i, whiteLabel))));
  rows.push(await measure('ZPL (warm)', n, (i) => renderLabelZpl(model(i, service))));
  const cache = new LabelCache(32 * 1024 * 1024);
  const cached = model(1, service);
  cache.set(hashKey({ label: cached }), await renderLabelPdf(cached));
  rows.push(await measure('cache hit (key hash + LRU lookup)', n, () => cache.get(hashKey({ label: cached }))));
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const n = Number(process.argv.find((a) => a.startsWith('--n='))?.split('=')[1] ?? 200);
  const rows = await runLabelBench(n);
  console.log(`Label rendering, ${n} labels per row (Node ${process.version})`);
  console.table(
    rows.map((r) => ({
      case: r.name,
      n: r.n,
      'mean ms': r.meanMs,
      'p50 ms': r.p50Ms,
      'p95 ms': r.p95Ms,
      'max ms': r.maxMs,
      'cpu ms/label': r.cpuMeanMs,
    })),
  );
}
