import { create } from 'qrcode';

/** The dark modules of a QR code as one SVG path, with a quiet zone of `margin` modules. */
export function qrPath(text: string, margin = 2): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) parts.push(`M${column + margin} ${row + margin}h1v1h-1z`);
    }
  }
  return { size: modules.size + margin * 2, path: parts.join('') };
}

/** A Wi-Fi network's QR code, drawn in the browser (loaded only when the guest asks for it). */
export function WifiQrCode({ payload, label }: { payload: string; label: string }) {
  const { size, path } = qrPath(payload);
  return (
    <svg
      className="qp-wifi__qr"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label={label}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
