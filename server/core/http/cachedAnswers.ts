import type { Registry } from 'prom-client';
import { boundTally, type DurationLabels } from './requestDurations';

/** One label set's count: inc() is one addition. */
export interface BoundCount {
  inc(): void;
}

interface Tally extends BoundCount {
  labels: DurationLabels;
  value: number;
}

/**
 * http_cached_answers_total{method,route,status_code}: the answers the fast path sent from memory (server/delivery),
 * which are logged at debug only, so an operator sees their traffic here. They are in http_request_duration_seconds
 * too; this tells them from the answers the app made. Label sets are bound once, as in RequestDurations.
 */
export class CachedAnswers {
  readonly name = 'http_cached_answers_total';
  readonly help = 'Answers sent from memory before the app (cached pages, the product list, bundle files), by route and status';
  readonly type = 'counter';
  readonly aggregator = 'sum';
  private readonly tallies = new Map<string, Tally>();

  constructor(registers: readonly Registry[]) {
    for (const registry of registers) registry.registerMetric(this as never);
  }

  /** The count of one label set, to add to without naming the labels again. */
  labels(labels: DurationLabels): BoundCount {
    return boundTally(this.tallies, labels, (copied) => {
      const made: Tally = {
        labels: copied,
        value: 0,
        inc() {
          made.value++;
        },
      };
      return made;
    });
  }

  /** What a scrape shows, as prom-client's Counter writes it. */
  async get() {
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values: [...this.tallies.values()].map(({ labels, value }) => ({ labels: { ...labels }, value })) };
  }

  reset(): void {
    this.tallies.clear();
  }
}
