import { PRODUCT_NAME, type TTableGroups, type TTableQr } from '@guestloop/contracts';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { toWinAnsi } from '../../lib/pdf-text';

/**
 * Printable QR codes of a location's tables: each points at the customer's table route
 * `/user/online-menu/:slug/:locationSlug/:groupSlug/:tableSlug`.
 */

export function tableUrls(
  publicUrl: string,
  menuSlug: string,
  data: TTableGroups,
  filter: { groupId?: string; tableId?: string } = {},
): Omit<TTableQr, 'svg'>[] {
  const { groupId, tableId } = filter;
  const base = `${publicUrl}/user/online-menu/${encodeURIComponent(menuSlug)}/${encodeURIComponent(data.location.slug)}`;
  const groups = groupId === undefined ? data.groups : data.groups.filter((group) => group.id === groupId);
  return groups.flatMap((group) =>
    group.tables
      .filter((table) => tableId === undefined || table.id === tableId)
      .map((table) => ({
        groupId: group.id,
        groupName: group.name,
        tableId: table.id,
        tableName: table.name,
        url: `${base}/${encodeURIComponent(group.slug)}/${encodeURIComponent(table.slug)}`,
      })),
  );
}

/** One SVG document per table (error correction M, a quiet zone of 2 modules). */
export async function withSvg(items: Omit<TTableQr, 'svg'>[]): Promise<TTableQr[]> {
  return Promise.all(
    items.map(async (item) => ({
      ...item,
      svg: await QRCode.toString(item.url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    })),
  );
}

const COLUMNS = 2;
const ROWS = 3;

/** An A4 sheet, six stickers a page: the QR code, the group and table names, and the link. */
export function renderQrPdf(
  locationName: string,
  items: Omit<TTableQr, 'svg'>[],
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 36,
    compress: options.compress ?? true,
    info: {
      Title: toWinAnsi(`${PRODUCT_NAME}: ${locationName}`),
      Author: PRODUCT_NAME,
      Creator: PRODUCT_NAME,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { left, top } = doc.page.margins;
  const cellWidth = (doc.page.width - left - doc.page.margins.right) / COLUMNS;
  const cellHeight = (doc.page.height - top - doc.page.margins.bottom) / ROWS;
  const qrSize = Math.min(cellWidth, cellHeight) - 90;
  if (items.length === 0)
    doc
      .font('Helvetica')
      .fontSize(12)
      .text(toWinAnsi(`${locationName}: -`));
  items.forEach((item, index) => {
    const slot = index % (COLUMNS * ROWS);
    if (index > 0 && slot === 0) doc.addPage();
    const x = left + (slot % COLUMNS) * cellWidth;
    const y = top + Math.floor(slot / COLUMNS) * cellHeight;
    const { modules } = QRCode.create(item.url, { errorCorrectionLevel: 'M' });
    const unit = qrSize / modules.size;
    const qrX = x + (cellWidth - qrSize) / 2;
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) doc.rect(qrX + col * unit, y + 8 + row * unit, unit, unit);
      }
    }
    doc.fillColor('#000000').fill();
    const textTop = y + 16 + qrSize;
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(toWinAnsi(`${item.groupName} · ${item.tableName}`), x, textTop, {
        width: cellWidth,
        align: 'center',
      });
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#52606d')
      .text(item.url, x + 8, doc.y + 4, { width: cellWidth - 16, align: 'center' });
  });
  doc.end();
  return done;
}
