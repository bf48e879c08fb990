import { create } from 'qrcode';
import { saveBlob } from '@/lib/download-file';

/** A QR code as a path of its dark modules, with a quiet zone of `margin` modules around it. */
export interface QrShape {
  /** Modules on a side, quiet zone included. */
  size: number;
  /** The dark modules as one SVG path (one unit per module). */
  path: string;
}

export function qrShape(text: string, margin = 2): QrShape {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) parts.push(`M${column + margin} ${row + margin}h1v1h-1z`);
    }
  }
  return { size: modules.size + margin * 2, path: parts.join('') };
}

/** The code as a standalone SVG file (sharp at any print size). */
export function qrSvg({ size, path }: QrShape): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}

export function downloadQrSvg(shape: QrShape, name: string): void {
  saveBlob(new Blob([qrSvg(shape)], { type: 'image/svg+xml' }), `${name}.svg`);
}

/** The code as a PNG of `pixels` a side, drawn by the browser; false where it cannot draw. */
export async function downloadQrPng(shape: QrShape, name: string, pixels = 1024): Promise<boolean> {
  const canvas = document.createElement('canvas');
  canvas.width = pixels;
  canvas.height = pixels;
  const context = canvas.getContext('2d');
  if (!context) return false;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, pixels, pixels);
  context.scale(pixels / shape.size, pixels / shape.size);
  context.fillStyle = '#000';
  context.fill(new Path2D(shape.path));
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) return false;
  saveBlob(blob, `${name}.png`);
  return true;
}
