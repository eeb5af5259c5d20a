/**
 * Writes the small sample PDFs that the content links to (run: npm run content:sample-pdfs).
 * Each is a valid one-page PDF with a title and a line of text, built by hand so that no PDF
 * library is needed. Real documents replace these files in public/ under the same names.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

interface SamplePdf {
  /** Path inside public/. */
  path: string;
  title: string;
  text: string;
}

export const SAMPLE_PDFS: SamplePdf[] = [
  {
    path: 'docs/forum/format-agreement-council.pdf',
    title: 'Township Council Forum: Format Agreement',
    text: 'Sample document. Time limits, rebuttals and ground rules agreed for the council forum.',
  },
  {
    path: 'docs/forum/format-agreement-mayor.pdf',
    title: 'Mayoral Forum: Format Agreement',
    text: 'Sample document. Time limits, rebuttals and ground rules agreed for the mayoral forum.',
  },
  {
    path: 'docs/forum/statement-cancellation.pdf',
    title: 'Statement on the Cancellation of the 2025 Candidate Forum',
    text: 'Sample document. The full statement is also published on the 2025 Election Hub page.',
  },
  {
    path: 'docs/forum/statement-participation.pdf',
    title: 'Statement on Candidate Participation',
    text: 'Sample document. How the participation requirements were set and applied to every ticket.',
  },
  {
    path: 'docs/projects/princeton-junction-station-proposal.pdf',
    title: 'Princeton Junction Station Improvement: Full Proposal',
    text: 'Sample document. Beautification, art, environmental and community programming concepts.',
  },
  {
    path: 'docs/election/elec-11-day-proven-leaders.pdf',
    title: '11-Day Pre-Election Report: Proven Leaders for West Windsor',
    text: 'Sample document. Filed with the state Election Law Enforcement Commission on October 24, 2025.',
  },
  {
    path: 'docs/election/elec-11-day-together.pdf',
    title: '11-Day Pre-Election Report: West Windsor Together',
    text: 'Sample document. Filed with the state Election Law Enforcement Commission on October 24, 2025.',
  },
];

/** Escapes text for a PDF literal string, keeping to printable ASCII. */
function pdfString(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '-').replace(/[\\()]/g, (ch) => `\\${ch}`);
}

/**
 * A valid single-page PDF (US Letter, Helvetica) with a title and one line of text.
 * @example makePdf('Title', 'Body').subarray(0, 8).toString() // '%PDF-1.4'
 */
export function makePdf(title: string, text: string): Buffer {
  const stream = [
    'BT /F2 18 Tf 72 700 Td (' + pdfString(title) + ') Tj ET',
    'BT /F1 12 Tf 72 670 Td (' + pdfString(text) + ') Tj ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${pdfString(title)}) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

if (import.meta.main) {
  const publicDir = join(import.meta.dirname, '..', 'public');
  for (const pdf of SAMPLE_PDFS) {
    const target = join(publicDir, pdf.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, makePdf(pdf.title, pdf.text));
    console.log(`wrote public/${pdf.path}`);
  }
}
