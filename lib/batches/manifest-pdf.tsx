// The courier's pickup manifest as a PDF (letter size): organization, date, pickup address, the pickup booked for it
// (confirmation number, day and window; a daily close's), one line per parcel (guide number and its Code 128 barcode
// to scan, reference, destination city, cash on delivery, weight), totals with the cash-on-delivery count and amount
// the courier collects, and signature lines. Drawn from a plain model, so a batch's
// manifest (lib/batches/batch-manifest.ts) and the daily close (bulkui, lib/manifests) print the same sheet. A
// manifest of several pickup addresses (a batch that ships from several warehouses) prints one section per address,
// each on its own page with its parcels, subtotal and signature lines, then the manifest's total.
//
import { Canvas, Document, Font, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { StoredAddress } from '@/db/schema';
import { code128 } from '@/lib/labels/barcode';
import { formatNumber } from '@/lib/labels/text';
import { formatMxn } from '@/lib/platform/money/format';
import { streetLine } from '@/lib/orders/address-line';

export type ManifestParcel = {
  guideNumber: string;
  reference: string | null;
  destinationCity: string;
  destinationState: string;
  weightKg: number;
  /** the amount the courier collects on delivery, or null when the parcel is not cash on delivery */
  codCentavos: number | null;
};

/** The pickup booked for the manifest's parcels, as printed. */
export type ManifestPickup = { confirmationNumber: string; dayLabel: string; window: string; statusLabel: string };

/** The parcels the courier takes at one pickup address. */
export type ManifestOrigin = { pickupAddress: StoredAddress | null; parcels: ManifestParcel[] };

export type ManifestModel = {
  /** e.g. "Manifiesto del lote 3f1c2a9e" or "Cierre del día" */
  title: string;
  organizationName: string;
  /** the manifest's date as printed (already in Mexico City time), e.g. "24 de noviembre de 2026" */
  dateLabel: string;
  /** one per pickup address, in the order they are printed (a daily close has one) */
  origins: ManifestOrigin[];
  /** a daily close's pickup, null while none is booked; absent where pickups do not apply (a batch's manifest) */
  pickup?: ManifestPickup | null;
};

// react-pdf hyphenates with English rules by default ("Queré-taro"): lines break between words, except inside a
// run too long for any line, which may break anywhere. (This registration lived with the PDF labels, which no
// longer use react-pdf; it is process-wide, so the manifest had it from there.)
const UNBREAKABLE_MAX = 20;
Font.registerHyphenationCallback((word) => (word.length > UNBREAKABLE_MAX ? [...word] : [word]));

const s = StyleSheet.create({
  page: { padding: 36, fontFamily: 'Helvetica', fontSize: 9, color: '#000' },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 16, marginBottom: 4 },
  meta: { marginBottom: 2 },
  bold: { fontFamily: 'Helvetica-Bold' },
  table: { marginTop: 12, borderTop: '1pt solid #000' },
  row: { flexDirection: 'row', borderBottom: '0.5pt solid #666', paddingVertical: 3 },
  head: { fontFamily: 'Helvetica-Bold', borderBottom: '1pt solid #000' },
  n: { width: '4%' },
  guide: { width: '47%', flexDirection: 'row', alignItems: 'center', paddingRight: 6 },
  guideText: { width: 98 },
  reference: { width: '14%', paddingRight: 4 },
  city: { width: '17%', paddingRight: 4 },
  cod: { width: '11%', textAlign: 'right' },
  weight: { width: '7%', textAlign: 'right' },
  totals: { marginTop: 8, flexDirection: 'row', justifyContent: 'flex-end', fontFamily: 'Helvetica-Bold' },
  codTotals: { marginTop: 2, flexDirection: 'row', justifyContent: 'flex-end' },
  signatures: { marginTop: 48, flexDirection: 'row', justifyContent: 'space-between' },
  signature: { width: '45%', borderTop: '1pt solid #000', paddingTop: 4, textAlign: 'center' },
  footer: { position: 'absolute', bottom: 20, left: 36, right: 36, fontSize: 7, textAlign: 'center', color: '#333' },
});

const addressLine = (a: StoredAddress) => `${streetLine(a)}, Col. ${a.neighborhood}, ${a.city}, ${a.state}, C.P. ${a.postalCode}`;

const count = (n: number) => `${n} ${n === 1 ? 'paquete' : 'paquetes'}`;

const parcelsLabel = (parcels: ManifestParcel[]) => {
  const kg = Math.round(parcels.reduce((sum, p) => sum + p.weightKg, 0) * 100) / 100;
  return `${count(parcels.length)} · ${formatNumber(kg)} kg`;
};

/** "Cobro contra entrega: 2 paquetes · $1,750.00 MXN" (what the courier collects and hands back), or "ninguno". */
const codLabel = (parcels: ManifestParcel[]) => {
  const cod = parcels.filter((p) => p.codCentavos !== null);
  return cod.length === 0
    ? 'Cobro contra entrega: ninguno'
    : `Cobro contra entrega: ${count(cod.length)} · ${formatMxn(cod.reduce((sum, p) => sum + (p.codCentavos ?? 0), 0))}`;
};

/**
 * The widest a guide's barcode is drawn (beside its number in the guide column), its height, and its module at most.
 * It sits beside the number rather than under it: a taller row means more pages, and react-pdf's time grows with them.
 */
const BARCODE = { maxWidth: 150, height: 18, module: 1 } as const;

/** The guide number as a Code 128 symbol (lib/labels/barcode.ts, the label's encoder): vector bars painted straight
 * onto the page (react-pdf's Canvas; an Svg path per guide made a long manifest three times slower). */
function GuideBarcode({ text }: { text: string }) {
  const symbol = code128(text);
  const module = Math.min(BARCODE.module, BARCODE.maxWidth / symbol.modules);
  return (
    <Canvas
      style={{ width: symbol.modules * module, height: BARCODE.height }}
      paint={(painter: { rect: (x: number, y: number, w: number, h: number) => unknown; fill: (color: string) => unknown }) => {
        for (const [x, w] of symbol.bars) painter.rect(x * module, 0, w * module, BARCODE.height);
        painter.fill('#000');
        return null;
      }}
    />
  );
}

function PickupLine({ pickup }: { pickup: ManifestPickup | null }) {
  return pickup ? (
    <Text style={s.meta}>
      <Text style={s.bold}>Recolección: </Text>
      {`${pickup.dayLabel}, de ${pickup.window} (${pickup.statusLabel}) · Número de confirmación: `}
      <Text style={s.bold}>{pickup.confirmationNumber}</Text>
    </Text>
  ) : (
    <Text style={s.meta}>
      <Text style={s.bold}>Recolección: </Text>sin solicitar (solicítala en Cierres del día o con POST /pickups)
    </Text>
  );
}

function Signatures() {
  return (
    <View style={s.signatures} wrap={false}>
      <Text style={s.signature}>Entrega (nombre y firma)</Text>
      <Text style={s.signature}>Recibe el transportista (nombre, firma, fecha y hora)</Text>
    </View>
  );
}

/** One pickup address: its parcels, and (with several addresses) its subtotal and signatures. */
function OriginSection({ origin, index, many }: { origin: ManifestOrigin; index: number; many: boolean }) {
  const a = origin.pickupAddress;
  return (
    <View break={index > 0}>
      {a ? (
        <Text style={s.meta}>
          <Text style={s.bold}>{many ? `Dirección de recolección ${index + 1}: ` : 'Dirección de recolección: '}</Text>
          {`${a.contactName} · Tel. ${a.contactPhone} · ${addressLine(a)}`}
        </Text>
      ) : null}
      <View style={s.table}>
        <View style={[s.row, s.head]} fixed>
          <Text style={s.n}>#</Text>
          <Text style={s.guide}>Guía</Text>
          <Text style={s.reference}>Referencia</Text>
          <Text style={s.city}>Ciudad de destino</Text>
          <Text style={s.cod}>Cobro contra entrega (MXN)</Text>
          <Text style={s.weight}>Peso (kg)</Text>
        </View>
        {origin.parcels.map((p, i) => (
          <View style={s.row} key={p.guideNumber} wrap={false}>
            <Text style={s.n}>{String(i + 1)}</Text>
            <View style={s.guide}>
              <Text style={s.guideText}>{p.guideNumber}</Text>
              {p.guideNumber === '—' ? null : <GuideBarcode text={p.guideNumber} />}
            </View>
            <Text style={s.reference}>{p.reference ?? '—'}</Text>
            <Text style={s.city}>{`${p.destinationCity}, ${p.destinationState}`}</Text>
            <Text style={s.cod}>{p.codCentavos === null ? '—' : formatMxn(p.codCentavos).replace(' MXN', '')}</Text>
            <Text style={s.weight}>{formatNumber(p.weightKg)}</Text>
          </View>
        ))}
      </View>
      {many ? (
        <>
          <View style={s.totals}>
            <Text>{`Subtotal de esta dirección: ${parcelsLabel(origin.parcels)}`}</Text>
          </View>
          <View style={s.codTotals}>
            <Text>{codLabel(origin.parcels)}</Text>
          </View>
          <Signatures />
        </>
      ) : null}
    </View>
  );
}

function ManifestDocument({ model }: { model: ManifestModel }) {
  const many = model.origins.length > 1;
  const all = model.origins.flatMap((o) => o.parcels);
  return (
    <Document title={`${model.title} — ${model.organizationName}`} author={model.organizationName} language="es-MX">
      <Page size="LETTER" style={s.page}>
        <Text style={s.title}>{model.title}</Text>
        <Text style={s.meta}>
          <Text style={s.bold}>Organización: </Text>
          {model.organizationName}
        </Text>
        <Text style={s.meta}>
          <Text style={s.bold}>Fecha: </Text>
          {model.dateLabel}
        </Text>
        {many ? (
          <Text style={s.meta}>
            <Text style={s.bold}>Direcciones de recolección: </Text>
            {String(model.origins.length)}
          </Text>
        ) : null}
        {model.pickup === undefined ? null : <PickupLine pickup={model.pickup} />}
        {model.origins.map((origin, i) => (
          <OriginSection key={i} origin={origin} index={i} many={many} />
        ))}
        <View wrap={false}>
          <View style={s.totals}>
            <Text>{`Total${many ? ' del manifiesto' : ''}: ${parcelsLabel(all)}${many ? ` en ${model.origins.length} direcciones` : ''}`}</Text>
          </View>
          <View style={[s.codTotals, s.bold]}>
            <Text>{codLabel(all)}</Text>
          </View>
        </View>
        {many ? null : <Signatures />}
        <Text style={s.footer} fixed render={({ pageNumber, totalPages }) => `${model.title} · página ${pageNumber} de ${totalPages}`} />
      </Page>
    </Document>
  );
}

export async function renderManifestPdf(model: ManifestModel): Promise<Buffer> {
  return renderToBuffer(<ManifestDocument model={model} />);
}
