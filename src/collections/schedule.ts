import * as v from 'valibot';
import { paths } from '../content/site-map';
import type { Localized } from '../shared/i18n/catalog';
import { message } from '../shared/schema/message';
import { labelOf } from '../shared/schema/presentation';

/*
 * Scheduled publishing and pending drafts, the same for every collection (schemasOf adds the
 * fields to each one's schemas; the server, its public lists and the admin's mock API read the
 * rules here).
 *
 * - `publishAt` / `unpublishAt`: optional instants (ISO with an offset, or null). A published item
 *   is public from `publishAt` (when set) until `unpublishAt` (when set): `isPublicAt`.
 * - « Enregistrer comme brouillon » on a published item (`saveAs: "pending-draft"` in a PATCH)
 *   keeps the edited fields aside (`pendingDraft`) while the live ones stay public; publishing
 *   (`status: "published"`) applies them, `pendingDraft: null` discards them.
 */

/** An instant with its offset: `2026-05-20T08:30:00+01:00` (or `Z`). */
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function optionalInstant(name: { fr: string; en: string }) {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(message(`${name.fr} doit être une date et une heure.`, `${name.en} must be a date and time.`)),
        v.trim(),
        v.check(
          (text) => text === '' || (instantPattern.test(text) && !Number.isNaN(Date.parse(text))),
          message(`${name.fr} doit être une date et une heure valides.`, `${name.en} must be a valid date and time.`),
        ),
        // An empty box clears it.
        v.transform((text) => (text === '' ? null : new Date(text).toISOString())),
      ),
    ),
    null,
  );
}

/** The scheduling fields every item takes (create and update). */
export const scheduleEntries = {
  publishAt: optionalInstant({ fr: 'La date de publication', en: 'Publication date' }),
  unpublishAt: optionalInstant({ fr: 'La date de retrait', en: 'Withdrawal date' }),
};

export const scheduleFields = ['publishAt', 'unpublishAt'] as const;

/** `unpublishAt` follows `publishAt` (or either is unset): a whole item is checked, as the server merges an update first. */
export function scheduleInOrder(input: { publishAt?: string | null; unpublishAt?: string | null }): boolean {
  return !input.publishAt || !input.unpublishAt || Date.parse(input.unpublishAt) > Date.parse(input.publishAt);
}

export const scheduleOrderMessage = message('La date de retrait doit suivre la date de publication.', 'The withdrawal date must be after the publication date.');

/** What a PATCH may say besides the fields: save them aside on a published item, or discard what was. */
export const pendingDraftEntries = {
  saveAs: v.optional(v.picklist(['pending-draft'] as const, message('« saveAs » ne peut valoir que « pending-draft ».', '"saveAs" can only be "pending-draft".'))),
  pendingDraft: v.optional(v.null(message('« pendingDraft » ne peut valoir que null (abandonner le brouillon).', '"pendingDraft" can only be null (discard the draft).'))),
};

/** An instant as stored (a Date on the server, an ISO text in the mock) or as sent, in milliseconds; null when unset. */
export function instantOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(String(value));
  return Number.isNaN(time) ? null : time;
}

export interface Scheduled {
  status: unknown;
  publishAt?: unknown;
  unpublishAt?: unknown;
}

/**
 * THE visibility rule: whether residents see the item at `now` (published, its publication time
 * come, its withdrawal time not). Every public read goes through it (server/public-lists.ts).
 */
export function isPublicAt(item: Scheduled, now: number): boolean {
  if (item.status !== 'published') return false;
  const from = instantOf(item.publishAt);
  const until = instantOf(item.unpublishAt);
  return (from === null || from <= now) && (until === null || until > now);
}

/** The instants after `now` at which `item` starts or stops being public (sorted). */
export function changesAfter(item: Scheduled, now: number): number[] {
  if (item.status !== 'published') return [];
  return [instantOf(item.publishAt), instantOf(item.unpublishAt)].filter((at): at is number => at !== null && at > now).sort((a, b) => a - b);
}

/** Where an item stands, for the admin's badges. */
export type ScheduleState =
  | { kind: 'scheduled'; at: string; until: string | null }
  | { kind: 'live-until'; at: string }
  | { kind: 'withdrawn'; at: string }
  | null;

export function scheduleState(item: Scheduled, now: number): ScheduleState {
  const from = instantOf(item.publishAt);
  const until = instantOf(item.unpublishAt);
  const iso = (time: number) => new Date(time).toISOString();
  if (from !== null && from > now) return { kind: 'scheduled', at: iso(from), until: until === null ? null : iso(until) };
  if (until !== null && until <= now) return { kind: 'withdrawn', at: iso(until) };
  if (until !== null && item.status === 'published') return { kind: 'live-until', at: iso(until) };
  return null;
}

/** The item with its pending draft's fields, as it will be once published (the admin's form, a preview). */
export function withPendingDraft<T extends Record<string, unknown>>(item: T): T {
  const draft = item.pendingDraft as Record<string, unknown> | null | undefined;
  return draft ? { ...item, ...draft } : item;
}

export interface PlannedUpdate {
  /** The whole item to check with the collection's create schema. */
  candidate: Record<string, unknown>;
  /** Keep the checked fields aside as the pending draft, leaving the live ones as they are. */
  aside: boolean;
  /** The pending draft after the update (when not `aside`): kept, or cleared (published, discarded). */
  keepDraft: boolean;
}

/**
 * How a PATCH applies to a stored item (its fields as the API gives them: instants as ISO texts),
 * for the server and the admin's mock alike. `changes` are the fields given (undefined ones left
 * out), `saveAs` and `pendingDraft` the body's.
 */
export function planUpdate(current: Record<string, unknown>, changes: Record<string, unknown>, options: { saveAs?: 'pending-draft'; pendingDraft?: null }): PlannedUpdate {
  const draft = (current.pendingDraft as Record<string, unknown> | null | undefined) ?? null;
  const base = { ...current };
  delete base.pendingDraft;
  if (options.saveAs === 'pending-draft' && current.status === 'published') {
    // Edited on top of the earlier pending draft; the item stays published meanwhile.
    const { status: _status, ...fields } = changes;
    return { candidate: { ...base, ...draft, ...fields, status: 'published' }, aside: true, keepDraft: true };
  }
  const publishing = changes.status === 'published' && options.pendingDraft !== null;
  return {
    candidate: { ...base, ...(publishing && draft ? draft : {}), ...changes },
    aside: false,
    keepDraft: !publishing && options.pendingDraft !== null,
  };
}

/** The fields a pending draft keeps: the checked item without its status. */
export function draftFields(checked: Record<string, unknown>): Record<string, unknown> {
  const { status: _status, ...fields } = checked;
  return fields;
}

/** The collections whose items have a page of their own, by the prefix of its address (`/flash-news/<id>-…`). */
export const itemPagePrefixes: Readonly<Record<string, string>> = { news: paths.flashNews, events: paths.events };

/** Where a staff member previews an item (server/preview.ts): its own page, or the home page with it. */
export function previewHref(collection: string, id: number): string {
  const page = itemPagePrefixes[collection];
  return page ? `${page}/${id}?preview` : `/?preview=${collection}:${id}`;
}

/** What is due to change on the site (the dashboard's « À venir sur le site »): `GET /api/v1/schedule`. */
export interface ScheduledChange {
  collection: string;
  id: number;
  /** `publish`: the item appears then; `unpublish`: it leaves the site then. */
  kind: 'publish' | 'unpublish';
  /** ISO instant. */
  at: string;
  /** The item's title (or label) in both languages. */
  label: Localized;
}

/** How many changes the dashboard lists. */
export const SCHEDULE_SHOWN = 8;

/** The next changes of published items after `now`, soonest first, at most `limit` (stored rows or API items). */
export function upcomingChanges(
  items: readonly { collection: string; item: Scheduled & { id: number; title?: unknown; label?: unknown } }[],
  now: number,
  limit = SCHEDULE_SHOWN,
): ScheduledChange[] {
  const changes: ScheduledChange[] = [];
  for (const { collection, item } of items) {
    if (item.status !== 'published') continue;
    const label = labelOf(item as unknown as Record<string, unknown>);
    const from = instantOf(item.publishAt);
    const until = instantOf(item.unpublishAt);
    if (from !== null && from > now) changes.push({ collection, id: item.id, kind: 'publish', at: new Date(from).toISOString(), label });
    if (until !== null && until > now) changes.push({ collection, id: item.id, kind: 'unpublish', at: new Date(until).toISOString(), label });
  }
  return changes.sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id).slice(0, limit);
}
