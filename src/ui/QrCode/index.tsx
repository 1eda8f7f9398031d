/**
 * A QR code drawn as SVG with lean-qr's full build (its `nano` build adds an ECI header some scanners reject). Dark
 * on white whatever the theme, so any scanner reads it. Used by the Q&A join link and the calendar subscribe dialog;
 * the build keeps it (and lean-qr) in the qa-chat chunk, so the Q&A page makes no extra request for it.
 */
import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';

export interface QrCodeProps {
  text: string;
  label: string;
  /** Quiet zone in modules. */
  margin: number;
  className: string;
}

export function QrCode({ text, label, margin: m, className }: QrCodeProps) {
  let path: string;
  let size: number;
  try {
    const code = generate(text);
    path = toSvgPath(code);
    size = code.size;
  } catch {
    return null; // a link too long for a QR code: the link beside it still shows
  }
  return (
    <svg
      className={className}
      viewBox={`${-m} ${-m} ${size + 2 * m} ${size + 2 * m}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect x={-m} y={-m} width={size + 2 * m} height={size + 2 * m} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
