// The PDF standing in for DHL's label (simulators/shared/text-pdf.ts): the adapter keeps it as the carrier's label,
// so it must open in any reader. The first line large, the rest below it.
import { textPdf } from '../shared/text-pdf';

export function labelPdf(lines: string[]): Buffer {
  return textPdf(lines.map((text, i) => ({ text, size: i === 0 ? 16 : 10, y: 400 - i * 22 })));
}
