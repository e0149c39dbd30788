import type { Registry } from 'prom-client';

export type DurationLabels = Readonly<{ method: string; route: string; status_code: string }>;

/** The tally of one label set, made the first time the set is seen; a copy of the labels is kept, not the caller's object. */
export function boundTally<T>(tallies: Map<string, T>, labels: DurationLabels, make: (labels: DurationLabels) => T): T {
  const key = `${labels.method}\n${labels.route}\n${labels.status_code}`;
  let tally = tallies.get(key);
  if (!tally) tallies.set(key, (tally = make({ method: labels.method, route: labels.route, status_code: labels.status_code })));
  return tally;
}

/** One label set's tallies: observe() is a bucket lookup and three additions. */
export interface BoundDuration {
  observe(seconds: number): void;
}

interface Tally extends BoundDuration {
  labels: DurationLabels;
  /** Observations per bucket (not cumulative): counts[i] for bounds[i], the last one for +Inf. */
  counts: number[];
  sum: number;
  count: number;
}

/**
 * http_request_duration_seconds{method,route,status_code}, exposed as prom-client's Histogram exposes it, but
 * with label sets bound once: prom-client's observe hashes its labels on every call, which cost the fast path
 * (server/core/http/fastAnswers.ts) more than the rest of a cached answer's own work.
 */
export class RequestDurations {
  readonly name = 'http_request_duration_seconds';
  readonly help = 'HTTP requests by route pattern and status';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly tallies = new Map<string, Tally>();

  constructor(
    private readonly bounds: readonly number[],
    registers: readonly Registry[],
  ) {
    for (const registry of registers) registry.registerMetric(this as never);
  }

  /** The tallies of one label set, to observe into without naming the labels again. */
  labels(labels: DurationLabels): BoundDuration {
    const bounds = this.bounds;
    return boundTally(this.tallies, labels, (copied) => {
      const made: Tally = {
        labels: copied,
        counts: new Array<number>(bounds.length + 1).fill(0),
        sum: 0,
        count: 0,
        observe(seconds) {
          let bucket = 0;
          while (bucket < bounds.length && seconds > bounds[bucket]) bucket++;
          made.counts[bucket]++;
          made.sum += seconds;
          made.count++;
        },
      };
      return made;
    });
  }

  observe(labels: DurationLabels, seconds: number): void {
    this.labels(labels).observe(seconds);
  }

  /** What a scrape shows: cumulative buckets (le first, as prom-client writes them), +Inf, sum and count per label set. */
  async get() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
    for (const { labels, counts, sum, count } of this.tallies.values()) {
      let cumulative = 0;
      this.bounds.forEach((bound, i) => {
        cumulative += counts[i];
        values.push({ labels: { le: bound, ...labels }, value: cumulative, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { le: '+Inf', ...labels }, value: count, metricName: `${this.name}_bucket` });
      values.push({ labels: { ...labels }, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels: { ...labels }, value: count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.tallies.clear();
  }
}
