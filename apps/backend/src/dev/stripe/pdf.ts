import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { formatUsd } from '@app/shared/money';
import type { StripeObject } from './store';

function day(seconds: unknown): string {
  return new Date(Number(seconds) * 1000).toISOString().slice(0, 10);
}

/** A one-page invoice PDF with the seller, the customer, the lines and the totals. */
export async function invoicePdf(invoice: StripeObject): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${String(invoice.number ?? invoice.id)}`);
  doc.setAuthor('FrameToCode');
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const text = (s: string, x: number, size = 11, f = font) =>
    page.drawText(s, { x, y, size, font: f, color: rgb(0.1, 0.1, 0.15) });
  text('Invoice', 50, 24, bold);
  text('FrameToCode', 400, 12, bold);
  y -= 36;
  text(`Invoice number: ${String(invoice.number ?? '—')}`, 50);
  y -= 16;
  text(`Date of issue: ${day(invoice.created)}`, 50);
  y -= 16;
  text(`Status: ${String(invoice.status)}`, 50);
  y -= 28;
  text('Bill to', 50, 11, bold);
  y -= 16;
  text(String(invoice.customer_email ?? invoice.customer), 50);
  y -= 36;
  text('Description', 50, 11, bold);
  text('Amount', 460, 11, bold);
  y -= 8;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5 });
  for (const line of (invoice.lines as { data: { description: string | null; amount: number }[] })
    .data) {
    y -= 18;
    text((line.description ?? '').slice(0, 70), 50);
    text(formatUsd(line.amount), 460);
  }
  y -= 12;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5 });
  y -= 20;
  text('Total', 360, 11, bold);
  text(formatUsd(Number(invoice.total)), 460, 11, bold);
  y -= 18;
  text('Amount paid', 360);
  text(formatUsd(Number(invoice.amount_paid)), 460);
  y -= 18;
  text('Amount due', 360);
  text(formatUsd(Number(invoice.amount_remaining)), 460);
  return doc.save();
}
