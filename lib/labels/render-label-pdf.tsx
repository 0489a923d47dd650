// Draws a label model as a one-page 4x6 inch PDF.
import { Font, renderToBuffer } from '@react-pdf/renderer';
import { code128 } from './barcode';
import { LabelDocument } from './label-document';
import { qrCode } from './qr';
import type { LabelModel } from './schemas';

// react-pdf hyphenates with English rules by default ("Queré-taro"): a label breaks lines between words,
// except inside a run too long for any line (a pasted URL, a code), which may break anywhere rather than
// run off the label.
const UNBREAKABLE_MAX = 20;
Font.registerHyphenationCallback((word) => (word.length > UNBREAKABLE_MAX ? [...word] : [word]));

export async function renderLabelPdf(label: LabelModel): Promise<Buffer> {
  const barcode = code128(label.guideNumber);
  const qr = label.trackingUrl ? qrCode(label.trackingUrl) : null;
  return renderToBuffer(<LabelDocument label={label} barcode={barcode} qr={qr} />);
}
