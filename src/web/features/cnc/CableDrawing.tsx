// The cable drawn from its configuration (issue 12): connector A with its pins, each wire in its colour to its pin
// at connector B, the length with its tolerance, labels and heat-shrink. Pure SVG, no library.
import type { CableValues } from '../../../shared/rules/cable';

const COLOURS: Record<string, string> = {
  black: '#222', red: '#d62828', white: '#f4f4f4', green: '#2a9d4b', blue: '#2563eb', yellow: '#eab308', orange: '#f97316',
  brown: '#7c4a1e', grey: '#8a8f98', purple: '#7e22ce',
};

interface Props {
  values: CableValues;
  endA: string;
  endB: string;
  label: string;
}

export const CableDrawing = ({ values, endA, endB, label }: Props) => {
  const pins = Math.max(values.wires, ...values.pinout.map((p) => Math.max(p.a, p.b)), 1);
  const pitch = 14;
  const h = Math.max(80, pins * pitch + 30);
  const top = 30;
  const pinY = (n: number) => top + 10 + (n - 0.5) * pitch;
  const shrink = values.heat_shrink;
  return (
    <svg viewBox={`0 0 560 ${h + 50}`} role="img" aria-label={label} style={{ width: '100%' }} data-testid="cable-drawing">
      <rect x={20} y={top} width={60} height={pins * pitch + 20} rx={4} fill="#f5f5f0" stroke="#444" />
      <rect x={480} y={top} width={60} height={pins * pitch + 20} rx={4} fill="#f5f5f0" stroke="#444" />
      <text x={50} y={top - 8} textAnchor="middle" fontSize={11} fontFamily="sans-serif">A: {endA}</text>
      <text x={510} y={top - 8} textAnchor="middle" fontSize={11} fontFamily="sans-serif">B: {endB}</text>
      {values.pinout.map((p, i) => {
        const colour = COLOURS[values.colours[i] ?? 'black'] ?? '#222';
        const ya = pinY(p.a), yb = pinY(p.b);
        return (
          <g key={i}>
            <path d={`M80 ${ya} C 240 ${ya}, 320 ${yb}, 480 ${yb}`} fill="none" stroke={colour === '#f4f4f4' ? '#bbb' : colour} strokeWidth={3} />
            <text x={72} y={ya + 4} textAnchor="end" fontSize={9} fontFamily="sans-serif">{p.a}</text>
            <text x={488} y={yb + 4} textAnchor="start" fontSize={9} fontFamily="sans-serif">{p.b}</text>
          </g>
        );
      })}
      {shrink !== 'none' && (
        <g fill="#333" opacity={0.35}>
          {shrink === 'full' ? <rect x={90} y={top + 4} width={380} height={pins * pitch + 12} rx={6} />
            : <><rect x={82} y={top + 4} width={30} height={pins * pitch + 12} rx={4} /><rect x={448} y={top + 4} width={30} height={pins * pitch + 12} rx={4} /></>}
        </g>
      )}
      {values.label !== '' && (
        <g fontSize={9} fontFamily="sans-serif">
          <rect x={118} y={top + pins * pitch + 22} width={70} height={14} fill="#fff8c5" stroke="#aa9" />
          <text x={153} y={top + pins * pitch + 32} textAnchor="middle">{values.label.slice(0, 14)}</text>
          <rect x={372} y={top + pins * pitch + 22} width={70} height={14} fill="#fff8c5" stroke="#aa9" />
          <text x={407} y={top + pins * pitch + 32} textAnchor="middle">{values.label.slice(0, 14)}</text>
        </g>
      )}
      <g stroke="#555" fontSize={11} fontFamily="sans-serif">
        <line x1={20} y1={h + 30} x2={540} y2={h + 30} markerStart="url(#arrow)" markerEnd="url(#arrow)" />
        <line x1={20} y1={h + 22} x2={20} y2={h + 38} />
        <line x1={540} y1={h + 22} x2={540} y2={h + 38} />
        <text x={280} y={h + 24} textAnchor="middle" stroke="none" fill="#222" data-testid="cable-length">{values.length_mm} ± {values.tolerance_mm} mm</text>
      </g>
      <defs>
        <marker id="arrow" viewBox="0 0 10 10" refX={5} refY={5} markerWidth={6} markerHeight={6} orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 z" fill="#555" />
        </marker>
      </defs>
    </svg>
  );
};
