/** Months between two ISO dates (spec §9: 'mese' for 1, 'mesi' otherwise, never negative). */
export function durationLabel(start: string | null, end: string | null) {
  if (!start || !end) return null;
  const [y1, m1, d1] = start.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = end.split('-').map(Number) as [number, number, number];
  const months = Math.max(0, (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0));
  return `${months} ${months === 1 ? 'mese' : 'mesi'}`;
}
