import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import type { Locale } from '@seodang/sdk/common';
import { pdfTexts } from '../../common/pdf-texts.ts';
import type { CertificateRow } from './issue-certificate.ts';

/** Debian's fonts-noto-cjk collection, and the Korean face in it (Korean, Japanese and Latin text). */
const cjkCollection = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const cjkFace = 'NotoSansCJKkr-Regular';

/** What the PDF prints besides the certificate row. */
export interface PdfContext {
  locale: Locale;
  /** The certificate's public page, printed and in the QR. */
  pageUrl: string;
  formatDate(date: Date): string;
}

/** The cache key of a PDF: the hash of everything printed, so a changed certificate is drawn anew. */
export function pdfCacheKey(row: CertificateRow, context: PdfContext): string {
  const printed = JSON.stringify([
    row.cert_id,
    row.credential_jwt,
    row.title,
    row.holder_name,
    row.score,
    context.locale,
    context.pageUrl,
  ]);
  return `certificates/${row.cert_id}/${createHash('sha256').update(printed).digest('hex')}.pdf`;
}

/**
 * The certificate as an A4 PDF in the holder's language: name, title, issuer, dates, score, certId,
 * the page's URL and its QR code, with the signed credential attached, so the paper carries its
 * own proof.
 */
export async function renderCertificatePdf(row: CertificateRow, context: PdfContext): Promise<Buffer> {
  const words = pdfTexts[context.locale];
  // Loaded with the first PDF, not with every process that starts the plugin.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${words.heading} ${row.cert_id}`, Author: row.issuer_name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(cjkFace, cjkCollection, cjkFace);
  doc.font(cjkFace);
  doc.fontSize(32).text(words.heading, { align: 'center' });
  doc.moveDown(1.2).fontSize(22).text(row.title, { align: 'center' });
  doc.moveDown(1.5).fontSize(13);
  const line = (label: string, value: string) => doc.text(`${label}: ${value}`);
  line(words.holder, row.holder_name);
  line(words.issuer, row.issuer_name);
  line(words.issuedAt, context.formatDate(new Date(row.issued_at)));
  if (row.valid_until) line(words.validUntil, context.formatDate(new Date(row.valid_until)));
  if (row.score !== null) line(words.score, String(row.score));
  line(words.certId, row.cert_id);
  doc.moveDown(1).fontSize(10).text(words.verify);
  doc.text(context.pageUrl);
  const qr = await QRCode.toBuffer(context.pageUrl, { type: 'png', margin: 2, width: 240 });
  doc.image(qr, doc.page.width / 2 - 80, doc.y + 16, { width: 160 });
  doc.file(Buffer.from(row.credential_jwt, 'utf8'), {
    name: `certificate-${row.cert_id}.jwt`,
    type: 'application/vc+jwt',
    description: 'Open Badges 3.0 credential (VC-JWT)',
  });
  doc.end();
  return done;
}
