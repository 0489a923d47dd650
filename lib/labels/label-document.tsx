// The 4x6 inch thermal label as a react-pdf document: black on white only (thermal printers have no grey
// to spare), the routing data large, the rest small. Built-in Helvetica covers Spanish (WinAnsi).
import { Document, Image, Page, Path, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import type { Style } from '@react-pdf/types';
import type { Barcode } from './barcode';
import type { QrCode } from './qr';
import { shipmentTypeLabels } from './label-model';
import type { LabelModel, LabelParty } from './schemas';
import { formatMexicoCityDateTime, formatMxn, formatNumber } from './text';

/** 4 x 6 inches in PDF points. */
export const LABEL_SIZE = { width: 288, height: 432 } as const;
const MARGIN = 8;
const CONTENT_WIDTH = LABEL_SIZE.width - 2 * MARGIN;
/** Widest bar module: 1.5 pt is about 0.53 mm, four dots of a 203 dpi printer. */
const MAX_MODULE_PT = 1.5;
// The CANCELADA stamp crosses the address blocks diagonally, above the barcode (whose white ground would hide it).
const STAMP_WIDTH = 360;
const STAMP_CENTER_Y = 200;
const STAMP_ANGLE = 36;

/** At most `lines` lines, the last one ending in an ellipsis: every block has a bounded height, so the label stays one page. */
const clamp = (lines: number) => ({ maxLines: lines, textOverflow: 'ellipsis' }) as Style;

const s = StyleSheet.create({
  page: { padding: MARGIN, fontFamily: 'Helvetica', fontSize: 8, color: '#000', backgroundColor: '#fff' },
  header: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', height: 36, borderBottom: '1.5pt solid #000', paddingBottom: 3 },
  brand: { flexDirection: 'row', alignItems: 'center', maxWidth: 160 },
  logo: { maxWidth: 110, maxHeight: 32, objectFit: 'contain', marginRight: 5 },
  brandName: { fontFamily: 'Helvetica-Bold', fontSize: 15 },
  brandNameLong: { fontSize: 11 },
  brandNameWithLogo: { fontFamily: 'Helvetica-Bold', fontSize: 8, maxWidth: 60 },
  serviceType: { backgroundColor: '#000', color: '#fff', fontFamily: 'Helvetica-Bold', fontSize: 16, paddingVertical: 4, paddingHorizontal: 6, textAlign: 'center' },
  banner: { marginTop: 4, backgroundColor: '#000', color: '#fff', fontFamily: 'Helvetica-Bold', fontSize: 12, textAlign: 'center', paddingVertical: 3 },
  bannerNote: { fontFamily: 'Helvetica', fontSize: 7 },
  // The whole label is one block of the page's exact size that never splits: whatever the data, one page.
  sheet: { height: LABEL_SIZE.height - 2 * MARGIN, overflow: 'hidden' },
  section: { paddingVertical: 4, borderBottom: '1pt solid #000' },
  // The recipient takes the room left over, and in the rare label whose every field is at its longest it
  // gives up its last line rather than push the barcode or the details off the label.
  recipientSection: { flexGrow: 1, flexShrink: 1, overflow: 'hidden' },
  caption: { fontFamily: 'Helvetica-Bold', fontSize: 6.5, letterSpacing: 0.6, marginBottom: 1.5 },
  senderName: { fontFamily: 'Helvetica-Bold', fontSize: 8.5 },
  senderLine: { fontSize: 7.5, lineHeight: 1.2 },
  recipientName: { fontFamily: 'Helvetica-Bold', fontSize: 14, lineHeight: 1.15 },
  recipientLine: { fontSize: 11, lineHeight: 1.25 },
  routing: { flexDirection: 'row', alignItems: 'flex-end', marginTop: 3 },
  postalCode: { fontFamily: 'Helvetica-Bold', fontSize: 24, marginRight: 8 },
  cityState: { fontFamily: 'Helvetica-Bold', fontSize: 12, flex: 1, paddingBottom: 3 },
  instructions: { marginTop: 5, borderLeft: '2pt solid #000', paddingLeft: 4, fontSize: 8.5, lineHeight: 1.2 },
  bold: { fontFamily: 'Helvetica-Bold' },
  cod: { marginTop: 4, border: '2pt solid #000', fontFamily: 'Helvetica-Bold', fontSize: 15, textAlign: 'center', paddingVertical: 3 },
  barcodeBlock: { alignItems: 'center', paddingTop: 5, paddingBottom: 3, borderBottom: '1pt solid #000' },
  guideText: { fontFamily: 'Helvetica-Bold', fontSize: 11, letterSpacing: 1, marginTop: 2 },
  returnGuideText: { fontSize: 10, letterSpacing: 0.3 },
  detailsRow: { flexDirection: 'row', alignItems: 'flex-start', paddingTop: 3 },
  details: { flexDirection: 'row', flexWrap: 'wrap', flex: 1 },
  // About 0.9 inch: a phone reads it from arm's length; its quiet zone is part of the image.
  qr: { width: 58, height: 58, marginLeft: 2, marginTop: -2 },
  detail: { width: '50%', paddingRight: 4, marginBottom: 2.5 },
  detailWide: { width: '100%', marginBottom: 2.5 },
  detailCaption: { fontFamily: 'Helvetica-Bold', fontSize: 6, letterSpacing: 0.4 },
  detailValue: { fontSize: 8 },
  // Drawn first, so every field stays readable over it.
  stamp: {
    position: 'absolute', left: (LABEL_SIZE.width - STAMP_WIDTH) / 2, top: STAMP_CENTER_Y - 30, width: STAMP_WIDTH, height: 60,
    fontFamily: 'Helvetica-Bold', fontSize: 44, letterSpacing: 2, textAlign: 'center', color: '#000', opacity: 0.25,
    transform: `rotate(-${STAMP_ANGLE}deg)`,
  },
});

function Party({ caption, party, large }: { caption: string; party: LabelParty; large: boolean }) {
  const line = large ? s.recipientLine : s.senderLine;
  return (
    <View style={[s.section, large ? s.recipientSection : {}]}>
      <Text style={s.caption}>{caption}</Text>
      {large ? (
        <>
          <Text style={[s.recipientName, clamp(2)]}>{party.name}</Text>
          <Text style={[line, clamp(1)]}>{`Tel. ${party.phone}`}</Text>
        </>
      ) : (
        <Text style={[line, clamp(1)]}>
          <Text style={s.senderName}>{party.name}</Text>
          {` · Tel. ${party.phone}`}
        </Text>
      )}
      <Text style={[line, clamp(large ? 2 : 1)]}>{party.streetLine}</Text>
      <Text style={[line, clamp(1)]}>{`Col. ${party.neighborhood}`}</Text>
      {large ? (
        <View style={s.routing}>
          <Text style={s.postalCode}>{`C.P. ${party.postalCode}`}</Text>
          <Text style={[s.cityState, clamp(2)]}>
            {`${party.city}, ${party.state}`}
          </Text>
        </View>
      ) : (
        <Text style={[line, clamp(1)]}>
          {`${party.city}, ${party.state}, C.P. ${party.postalCode}`}
        </Text>
      )}
      {party.instructions ? (
        <Text style={[s.instructions, clamp(2)]}>
          <Text style={s.bold}>Indicaciones de entrega: </Text>
          {party.instructions}
        </Text>
      ) : null}
    </View>
  );
}

function Detail({ caption, value, wide }: { caption: string; value: string; wide?: boolean }) {
  return (
    <View style={wide ? s.detailWide : s.detail}>
      <Text style={s.detailCaption}>{caption}</Text>
      <Text style={[s.detailValue, clamp(1)]}>{value}</Text>
    </View>
  );
}

function Brand({ label }: { label: LabelModel }) {
  const { branding } = label;
  if (branding.kind === 'organization' && branding.logoPng) {
    return (
      <View style={s.brand}>
        <Image style={s.logo} src={{ data: branding.logoPng, format: 'png' }} />
        <Text style={[s.brandNameWithLogo, clamp(3)]}>{branding.brandName}</Text>
      </View>
    );
  }
  return (
    <View style={s.brand}>
      <Text style={[s.brandName, branding.brandName.length > 16 ? s.brandNameLong : {}, clamp(2)]}>{branding.brandName}</Text>
    </View>
  );
}

const BARCODE_HEIGHT = 44;

/** The bars as one vector path, each module `moduleWidth` points wide (whole bars: no rasterising, no blur). */
function BarcodeBars({ barcode, moduleWidth }: { barcode: Barcode; moduleWidth: number }) {
  const width = moduleWidth * barcode.modules;
  const d = barcode.bars.map(([x, w]) => `M${x * moduleWidth} 0h${w * moduleWidth}v${BARCODE_HEIGHT}h${-w * moduleWidth}z`).join('');
  return (
    <Svg width={width} height={BARCODE_HEIGHT} viewBox={`0 0 ${width} ${BARCODE_HEIGHT}`}>
      <Rect x={0} y={0} width={width} height={BARCODE_HEIGHT} fill="#ffffff" />
      <Path d={d} fill="#000000" />
    </Svg>
  );
}

/** The QR code's dark modules as one vector path on a white square (its quiet zone included). */
function QrSquare({ qr }: { qr: QrCode }) {
  const d = qr.runs.map(([x, y, n]) => `M${x} ${y}h${n}v1h${-n}z`).join('');
  return (
    <Svg style={s.qr} viewBox={`0 0 ${qr.modules} ${qr.modules}`}>
      <Rect x={0} y={0} width={qr.modules} height={qr.modules} fill="#ffffff" />
      <Path d={d} fill="#000000" />
    </Svg>
  );
}

export function LabelDocument({ label, barcode, qr }: { label: LabelModel; barcode: Barcode; qr?: QrCode | null }) {
  const moduleWidth = Math.min(MAX_MODULE_PT, CONTENT_WIDTH / barcode.modules);
  const { length, width, height } = label.dimensionsCm;
  const isReturn = label.kind === 'return';
  return (
    <Document
      title={`${isReturn ? 'Guía de devolución' : 'Guía'} ${label.guideNumber}`}
      author={label.branding.brandName}
      creator={label.branding.brandName}
      producer={label.branding.brandName}
      language="es-MX"
    >
      <Page size={[LABEL_SIZE.width, LABEL_SIZE.height]} style={s.page}>
        {label.cancelled ? <Text style={s.stamp}>CANCELADA</Text> : null}
        <View style={s.sheet} wrap={false}>
          <View style={s.header}>
            <Brand label={label} />
            <Text style={s.serviceType}>{shipmentTypeLabels[label.shipmentType]}</Text>
          </View>
          {label.cancelled ? (
            <Text style={s.banner}>
              CANCELADA <Text style={s.bannerNote}>· NO ENVIAR · esta guía no es válida</Text>
            </Text>
          ) : null}
          {isReturn ? (
            <Text style={s.banner}>
              DEVOLUCIÓN <Text style={s.bannerNote}>· regresa al remitente original</Text>
            </Text>
          ) : null}
          {label.kind === 'sample' ? (
            <Text style={s.banner}>
              MUESTRA <Text style={s.bannerNote}>· vista previa sin valor para envío</Text>
            </Text>
          ) : null}
          <Party caption="REMITENTE" party={label.sender} large={false} />
          <Party caption="DESTINATARIO" party={label.recipient} large />
          {label.codAmountCentavos !== null ? <Text style={s.cod}>{`COBRAR: ${formatMxn(label.codAmountCentavos)}`}</Text> : null}
          <View style={s.barcodeBlock}>
            <BarcodeBars barcode={barcode} moduleWidth={moduleWidth} />
            <Text style={[s.guideText, isReturn ? s.returnGuideText : {}, clamp(1)]}>
              {`${isReturn ? 'GUÍA DE DEVOLUCIÓN' : 'GUÍA'} ${label.guideNumber}`}
            </Text>
          </View>
          <View style={s.detailsRow}>
          <View style={s.details}>
            <Detail caption="RASTREO" value={label.trackingNumber} />
            <Detail caption="REFERENCIA" value={label.internalReference ?? '—'} />
            <Detail caption="PESO" value={`${formatNumber(label.weightKg)} kg`} />
            <Detail caption="DIMENSIONES (L × A × H)" value={`${formatNumber(length)} × ${formatNumber(width)} × ${formatNumber(height)} cm`} />
            <Detail caption="CONTENIDO" value={label.contentDescription ?? '—'} />
            <Detail caption="CREADA (HORA DE CIUDAD DE MÉXICO)" value={formatMexicoCityDateTime(label.createdAt)} />
          </View>
          {qr ? <QrSquare qr={qr} /> : null}
          </View>
        </View>
      </Page>
    </Document>
  );
}
