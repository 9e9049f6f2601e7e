import type * as v from 'valibot';
import { draftFields, planUpdate } from '../src/collections/schedule';
import { validate } from './plugins/validation';
import type { ContentRow, ContentValues } from './repositories/content';

/*
 * Scheduling and pending drafts as the database stores them: instants are `timestamptz` (Dates),
 * the schemas speak ISO texts. The rules are src/collections/schedule.ts's, shared with the
 * admin's mock API.
 */

/** An item's checked fields as the table takes them: the scheduling instants as Dates. */
export function storedValues(checked: Record<string, unknown>): ContentValues {
  const values: Record<string, unknown> = { ...checked };
  for (const field of ['publishAt', 'unpublishAt'] as const) if (field in values) values[field] = values[field] ? new Date(values[field] as string) : null;
  return values as ContentValues;
}

/** A stored row with its instants as ISO texts, as the schemas read it. */
function asInput(row: ContentRow): Record<string, unknown> {
  return { ...row, publishAt: row.publishAt?.toISOString() ?? null, unpublishAt: row.unpublishAt?.toISOString() ?? null };
}

/**
 * What a PATCH changes in the stored row: the fields given merged into the item and the whole
 * checked again with `create` (so a valid patch cannot make an invalid item); with
 * `saveAs: "pending-draft"` on a published item, only its pending draft (the live fields stay
 * public as they are); publishing applies a pending draft, `pendingDraft: null` discards it.
 */
export function updatedValues(
  create: v.GenericSchema,
  current: ContentRow,
  body: Record<string, unknown> & { saveAs?: 'pending-draft'; pendingDraft?: null },
): Partial<ContentValues> {
  const { version: _version, saveAs, pendingDraft, ...changes } = body;
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const plan = planUpdate(asInput(current), given, { saveAs, pendingDraft });
  const checked = validate(create, plan.candidate) as Record<string, unknown>;
  if (plan.aside) return { pendingDraft: draftFields(checked) } as Partial<ContentValues>;
  return { ...storedValues(checked), pendingDraft: plan.keepDraft ? current.pendingDraft : null } as Partial<ContentValues>;
}
