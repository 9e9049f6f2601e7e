import type { CommuneEvent } from '../../content/events';

/**
 * The events to show: earliest first (by day, then start time), at most `limit` of them;
 * `limit` 0 shows them all. Never mutates `events`.
 */
export function selectEvents(events: readonly CommuneEvent[], limit: number): CommuneEvent[] {
  const sorted = [...events].sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
  return limit > 0 ? sorted.slice(0, limit) : sorted;
}
