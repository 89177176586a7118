// A simple preview of a CNC part: its bounding box drawn in isometric view with the three dimensions (issue 12).
// The shared three.js viewer of the 3D-printing page can replace it once both have landed (docs/cnc-cable.md).
interface Props {
  x: number;
  y: number;
  z: number;
  label: string;
}

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();

export const BoxPreview = ({ x, y, z, label }: Props) => {
  const max = Math.max(x, y, z, 1e-6);
  // scale the longest side to 120 units; keep thin sides visible
  const s = (v: number) => Math.max(8, (v / max) * 120);
  const [dx, dy, dz] = [s(x), s(y), s(z)];
  const cos = Math.cos(Math.PI / 6);
  const sin = 0.5;
  // isometric: x to the lower right, y to the upper right, z up
  const p = (a: number, b: number, c: number): [number, number] => [(a - b) * cos, (a + b) * sin - c];
  const pts = {
    o: p(0, 0, 0), x: p(dx, 0, 0), y: p(0, dy, 0), xy: p(dx, dy, 0),
    oz: p(0, 0, dz), xz: p(dx, 0, dz), yz: p(0, dy, dz), xyz: p(dx, dy, dz),
  };
  const all = Object.values(pts);
  const minX = Math.min(...all.map((q) => q[0])) - 40, maxX = Math.max(...all.map((q) => q[0])) + 40;
  const minY = Math.min(...all.map((q) => q[1])) - 20, maxY = Math.max(...all.map((q) => q[1])) + 30;
  const poly = (...q: [number, number][]) => q.map((v) => v.join(',')).join(' ');
  const mid = (a: [number, number], b: [number, number]): [number, number] => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  // the three edges at the corner nearest the viewer (x = dx, y = dy): X along the front-left, Y the front-right
  const mx = mid(pts.y, pts.xy), my = mid(pts.x, pts.xy), mz = mid(pts.xy, pts.xyz);
  return (
    <svg viewBox={`${minX} ${minY} ${maxX - minX} ${maxY - minY}`} role="img" aria-label={label} style={{ width: '100%', maxHeight: 260 }} data-testid="cnc-box-preview">
      <polygon points={poly(pts.oz, pts.xz, pts.xyz, pts.yz)} fill="#dfe4ea" stroke="#4a5561" strokeWidth={1.2} />
      <polygon points={poly(pts.y, pts.xy, pts.xyz, pts.yz)} fill="#c3cbd4" stroke="#4a5561" strokeWidth={1.2} />
      <polygon points={poly(pts.x, pts.xy, pts.xyz, pts.xz)} fill="#aab4bf" stroke="#4a5561" strokeWidth={1.2} />
      <g fontSize={11} fill="#1f2933" fontFamily="sans-serif">
        <text x={mx[0] - 8} y={mx[1] + 16} textAnchor="end">X {fmt(x)}</text>
        <text x={my[0] + 8} y={my[1] + 16} textAnchor="start">Y {fmt(y)}</text>
        <text x={mz[0] + 6} y={mz[1]} textAnchor="start">Z {fmt(z)}</text>
      </g>
    </svg>
  );
};
