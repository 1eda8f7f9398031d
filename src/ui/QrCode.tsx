/**
 * A QR code (the Q&A join link of spec 3 §6, margin 2; the agenda's hand-off link), drawn as SVG with lean-qr's full build (its `nano`
 * build adds an ECI header some scanners reject). Dark on white whatever the theme, so any scanner reads it.
 */
import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import { QA_QR_MARGIN } from '../core/tracking/qa-chat';

export function QrCode({ text, label, className = 'cp-qa__qr' }: { text: string; label: string; className?: string }) {
  let path: string;
  let size: number;
  try {
    const code = generate(text);
    path = toSvgPath(code);
    size = code.size;
  } catch {
    return null; // a link too long for a QR code: the link below still shows
  }
  const m = QA_QR_MARGIN;
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
