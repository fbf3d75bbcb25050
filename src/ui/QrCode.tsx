import { encode } from 'uqr';
import { useMemo } from 'react';

/** A QR code (an invoice's, an authenticator's secret), drawn as one SVG path of its dark modules. */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const { path, size } = useMemo(() => {
    const { data, size: modules } = encode(text, { ecc: 'M', border: 2 });
    const parts: string[] = [];
    data.forEach((row, y) => row.forEach((dark, x) => dark && parts.push(`M${x} ${y}h1v1h-1z`)));
    return { path: parts.join(''), size: modules };
  }, [text]);
  return (
    <svg className={className} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} data-qr-text={text} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
