/**
 * The Prometheus text exposition format (version 0.0.4), written by hand: counters and
 * histograms kept in memory by label set, and the lines of any other family (gauges read at
 * scrape time). Label values are escaped; no label may carry anything a caller typed.
 */

export type Labels = Record<string, string>;

const escapeLabel = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');

const formatLabels = (labels: Labels) => {
  const entries = Object.entries(labels);
  return entries.length === 0
    ? ''
    : `{${entries.map(([key, value]) => `${key}="${escapeLabel(value)}"`).join(',')}}`;
};

const formatValue = (value: number) =>
  Number.isFinite(value) ? String(value) : value > 0 ? '+Inf' : value < 0 ? '-Inf' : 'NaN';

/** One sample line: `name{labels} value`. */
export const sample = (name: string, labels: Labels, value: number) =>
  `${name}${formatLabels(labels)} ${formatValue(value)}`;

/** A metric family: its HELP and TYPE lines, then its samples. */
export const family = (
  name: string,
  type: 'counter' | 'gauge' | 'histogram',
  help: string,
  samples: string[],
) => [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, ...samples].join('\n');

/** A counter by label set. */
export function createCounter(name: string, help: string) {
  const values = new Map<string, { labels: Labels; value: number }>();
  return {
    inc(labels: Labels, by = 1) {
      const key = JSON.stringify(labels);
      const entry = values.get(key);
      if (entry) entry.value += by;
      else values.set(key, { labels, value: by });
    },
    render: () =>
      family(
        name,
        'counter',
        help,
        [...values.values()].map((entry) => sample(name, entry.labels, entry.value)),
      ),
  };
}

/** A histogram by label set, with cumulative buckets (upper bounds in ascending order). */
export function createHistogram(name: string, help: string, buckets: readonly number[]) {
  type Series = { labels: Labels; counts: number[]; sum: number; count: number };
  const series = new Map<string, Series>();
  return {
    observe(labels: Labels, value: number) {
      const key = JSON.stringify(labels);
      let entry = series.get(key);
      if (!entry) {
        entry = { labels, counts: buckets.map(() => 0), sum: 0, count: 0 };
        series.set(key, entry);
      }
      for (let i = 0; i < buckets.length; i += 1) if (value <= buckets[i]!) entry.counts[i]! += 1;
      entry.sum += value;
      entry.count += 1;
    },
    render: () =>
      family(
        name,
        'histogram',
        help,
        [...series.values()].flatMap((entry) => [
          ...buckets.map((le, i) =>
            sample(`${name}_bucket`, { ...entry.labels, le: String(le) }, entry.counts[i]!),
          ),
          sample(`${name}_bucket`, { ...entry.labels, le: '+Inf' }, entry.count),
          sample(`${name}_sum`, entry.labels, entry.sum),
          sample(`${name}_count`, entry.labels, entry.count),
        ]),
      ),
  };
}
