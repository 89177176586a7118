// The picture of a part when its photo cannot be reached (the catalogue's images live on the vendor's server):
// a plain drawing of its package family, so a 0402 capacitor and a QFP microcontroller still look different.
import type { PackageFamily } from '../../../shared/opl/package-family';

const BODY = '#2f3437';
const METAL = '#b8bec4';
const BOARD = '#1f6f4a';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

const drawings: Record<PackageFamily, React.ReactNode> = {
  chip: (
    <>
      <rect x="30" y="32" width="60" height="26" rx="2" fill="#c9a66b" />
      <rect x="22" y="30" width="14" height="30" rx="2" fill={METAL} />
      <rect x="84" y="30" width="14" height="30" rx="2" fill={METAL} />
    </>
  ),
  sot: (
    <>
      {[38, 74].map((x) => <rect key={x} x={x} y="58" width="8" height="14" fill={METAL} />)}
      <rect x="56" y="18" width="8" height="14" fill={METAL} />
      <rect x="30" y="30" width="60" height="30" rx="2" fill={BODY} />
    </>
  ),
  soic: (
    <>
      {range(4).map((i) => (
        <g key={i}>
          <rect x={34 + i * 15} y="14" width="7" height="14" fill={METAL} />
          <rect x={34 + i * 15} y="62" width="7" height="14" fill={METAL} />
        </g>
      ))}
      <rect x="26" y="26" width="68" height="38" rx="2" fill={BODY} />
      <circle cx="34" cy="56" r="3" fill="#555b60" />
    </>
  ),
  qfn: (
    <>
      <rect x="30" y="15" width="60" height="60" rx="3" fill={BODY} />
      {range(5).map((i) => (
        <g key={i} fill={METAL}>
          <rect x={38 + i * 10} y="15" width="5" height="6" />
          <rect x={38 + i * 10} y="69" width="5" height="6" />
          <rect x="30" y={23 + i * 10} width="6" height="5" />
          <rect x="84" y={23 + i * 10} width="6" height="5" />
        </g>
      ))}
      <circle cx="40" cy="25" r="2.5" fill="#555b60" />
    </>
  ),
  qfp: (
    <>
      {range(7).map((i) => (
        <g key={i} fill={METAL}>
          <rect x={36 + i * 7.5} y="6" width="3.5" height="12" />
          <rect x={36 + i * 7.5} y="72" width="3.5" height="12" />
          <rect x="22" y={21 + i * 7.5} width="12" height="3.5" />
          <rect x="86" y={21 + i * 7.5} width="12" height="3.5" />
        </g>
      ))}
      <rect x="32" y="17" width="56" height="56" rx="2" fill={BODY} />
      <circle cx="40" cy="25" r="3" fill="#555b60" />
    </>
  ),
  bga: (
    <>
      <rect x="28" y="13" width="64" height="64" rx="3" fill={BODY} />
      {range(6).flatMap((r) => range(6).map((c) => <circle key={`${r}-${c}`} cx={36 + c * 9.6} cy={21 + r * 9.6} r="3" fill={METAL} />))}
    </>
  ),
  dip: (
    <>
      {range(5).map((i) => (
        <g key={i} fill={METAL}>
          <rect x={22 + i * 17} y="10" width="6" height="16" />
          <rect x={22 + i * 17} y="64" width="6" height="16" />
        </g>
      ))}
      <rect x="14" y="24" width="92" height="42" rx="3" fill={BODY} />
      <path d="M14 38 a7 7 0 0 1 0 14" fill="#555b60" />
    </>
  ),
  to: (
    <>
      <rect x="36" y="6" width="48" height="22" rx="2" fill={METAL} />
      <circle cx="60" cy="17" r="6" fill="#fff" />
      <rect x="34" y="26" width="52" height="36" rx="2" fill={BODY} />
      {[42, 57, 72].map((x) => <rect key={x} x={x} y="62" width="6" height="24" fill={METAL} />)}
    </>
  ),
  module: (
    <>
      <rect x="14" y="10" width="92" height="70" rx="4" fill={BOARD} />
      <rect x="30" y="20" width="50" height="40" rx="2" fill={METAL} />
      {range(7).map((i) => (
        <g key={i} fill="#e0c26a">
          <circle cx={22 + i * 12.5} cy="74" r="3" />
        </g>
      ))}
      <rect x="86" y="22" width="12" height="18" rx="1" fill="#dfe3e6" />
    </>
  ),
  connector: (
    <>
      <rect x="16" y="26" width="88" height="34" rx="2" fill={BODY} />
      {range(6).map((i) => <rect key={i} x={24 + i * 13} y="34" width="6" height="18" fill="#e0c26a" />)}
    </>
  ),
  other: (
    <>
      <rect x="28" y="20" width="64" height="50" rx="6" fill={BODY} />
      <rect x="40" y="32" width="40" height="26" rx="3" fill="#555b60" />
    </>
  ),
};

export function PackageImage({ family, label, size = 96 }: { family: PackageFamily; label: string; size?: number }) {
  return (
    <svg viewBox="0 0 120 90" width={size} height={(size * 3) / 4} role="img" aria-label={label} style={{ flex: 'none' }}>
      <rect width="120" height="90" rx="8" fill="#f1f3f5" />
      {drawings[family]}
    </svg>
  );
}
