import type { Platform } from '../platform';
import { withTimeout } from '../lib/timeout';
import type { QueueDefinition } from './queues';

/**
 * Job schedulers live in Redis only: the workers' upkeep sets them on its first pass and checks them again every
 * checkEveryMs, so one lost with Redis's data comes back. keep() runs one check at a time.
 */
export function jobScheduleKeeper(platform: Platform, definitions: readonly QueueDefinition<never, Platform>[], checkEveryMs: number) {
  const { logger, queues } = platform;
  const schedules = definitions.flatMap((definition) => (definition.schedules?.(platform) ?? []).map((schedule) => ({ queue: definition.name, ...schedule })));
  let checkedAt = 0;
  let keeping: Promise<void> | undefined;

  async function setMissing(): Promise<void> {
    for (const { queue, id, everyMs, data } of schedules) {
      const held = await withTimeout(queues.queue(queue).getJobScheduler(id), 2000);
      if (held && Number(held.every) === everyMs) continue;
      await withTimeout(queues.queue(queue).upsertJobScheduler(id, { every: everyMs }, { name: queue, data }), 3000);
      logger.info({ queue, scheduler: id, everyMs }, 'job scheduler set');
    }
    checkedAt = Date.now();
  }

  return {
    /** Starts a check when one is due (none runs already). */
    keepIfDue(): void {
      if (!schedules.length || Date.now() - checkedAt < checkEveryMs) return;
      keeping ??= setMissing()
        .catch((err: Error) => logger.warn({ err: err.message }, 'job schedulers not set yet; the next upkeep pass retries'))
        .finally(() => (keeping = undefined));
    },
    /** The check running now, if any. */
    running: () => keeping,
  };
}
