/** Points of the background's look, fixed so every build draws the same picture: [x, y] as fractions of the box. */
const POINTS = [
  [0.62, 0.12],
  [0.71, 0.28],
  [0.84, 0.18],
  [0.93, 0.36],
  [0.78, 0.47],
  [0.9, 0.62],
  [0.7, 0.7],
  [0.82, 0.86],
  [0.58, 0.9],
  [0.66, 0.52],
  [0.97, 0.9],
  [0.52, 0.2],
  [0.45, 0.06],
  [0.98, 0.08],
  [0.6, 0.36],
  [0.74, 0.96],
] as const;

/** Links join points closer than this, as the live background's do. */
const LINK_DISTANCE = 0.2;

/** The particles and their links, as a still picture behind the link previews. */
export default function ParticleField({ width, height }: { width: number; height: number }) {
  const points = POINTS.map(([x, y]) => [x * width, y * height] as const);
  const reach = LINK_DISTANCE * Math.max(width, height);
  const links = points.flatMap(([x1, y1], i) => points.slice(i + 1).flatMap(([x2, y2]) => (Math.hypot(x2 - x1, y2 - y1) < reach ? [[x1, y1, x2, y2]] : [])));
  return (
    <svg aria-hidden="true" width={width} height={height} viewBox={`0 0 ${width} ${height}`} style={{ position: 'absolute', top: 0, left: 0 }}>
      {links.map(([x1, y1, x2, y2]) => (
        <line key={`${x1},${y1},${x2},${y2}`} x1={x1} y1={y1} x2={x2} y2={y2} stroke="#ffffff" strokeOpacity={0.2} strokeWidth={2} />
      ))}
      {points.map(([x, y], i) => (
        <circle key={`${x},${y}`} cx={x} cy={y} r={3 + (i % 4) * 1.5} fill="#ffffff" fillOpacity={0.5} />
      ))}
    </svg>
  );
}
