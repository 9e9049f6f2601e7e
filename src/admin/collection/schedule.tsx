import type { ReactNode } from 'react';
import { translate } from '../../shared/i18n/catalog';
import { scheduleState, withPendingDraft, type Scheduled } from '../../collections/schedule';
import type { ItemMeta } from '../../collections/content';
import { formatDateTime, useNow } from '../../runtime/i18n/dates';
import { useI18n } from '../../runtime/i18n/react';
import type { Lang } from '../../runtime/store';
import { Badge } from '../../kit/ui/Badge';
import { TextField } from '../../kit/ui/TextField';
import type { SchemaForm } from '../../kit/ui/use-schema-form';
import { scheduleMessages } from './schedule-messages';
import { communeLocal, fromCommuneLocal } from './values';
import type { FormValues } from './description';

/*
 * Scheduling in the collection screens, the same for every collection: the badges of the status
 * column, the two date-time boxes of the Create/Edit panel (Dtima's clock), and what a pending
 * draft changes in the panel's values. The rules are src/collections/schedule.ts's.
 */

/** The form's paths of the two boxes, after the collection's own fields. */
export const schedulePaths = ['publishAt', 'unpublishAt'] as const;

/** An item's values to edit: its pending draft's when it has one, and its schedule on Dtima's clock. */
export function editedValues<V extends FormValues>(item: ItemMeta, toValues: (item: never) => V): V {
  const source = withPendingDraft(item as unknown as Record<string, unknown>) as unknown as ItemMeta;
  return {
    ...toValues(source as never),
    publishAt: communeLocal(source.publishAt ?? ''),
    unpublishAt: communeLocal(source.unpublishAt ?? ''),
  };
}

/** The schedule of the values as the API takes it: instants with Dtima's offset, null when empty. */
export function scheduleInput(values: FormValues): Record<string, string | null> {
  const input: Record<string, string | null> = {};
  for (const path of schedulePaths) {
    if (!(path in values)) continue;
    const text = typeof values[path] === 'string' ? (values[path] as string).trim() : '';
    input[path] = text === '' ? null : fromCommuneLocal(text);
  }
  return input;
}

/** The badge of a scheduled, time-limited or withdrawn item, or of a pending draft, in the page language. */
export function scheduleBadgeTexts(item: Scheduled & { pendingDraft?: unknown }, now: number, lang: Lang): { tone: 'info' | 'neutral' | 'warning'; text: string }[] {
  const badges: { tone: 'info' | 'neutral' | 'warning'; text: string }[] = [];
  const state = scheduleState(item, now);
  const say = (key: 'badge.scheduled' | 'badge.liveUntil' | 'badge.withdrawn', at: string) => translate(scheduleMessages, lang, key, { date: formatDateTime(at, lang) });
  if (state?.kind === 'scheduled') badges.push({ tone: 'info', text: say('badge.scheduled', state.at) });
  else if (state?.kind === 'live-until') badges.push({ tone: 'neutral', text: say('badge.liveUntil', state.at) });
  else if (state?.kind === 'withdrawn') badges.push({ tone: 'neutral', text: say('badge.withdrawn', state.at) });
  if (item.pendingDraft) badges.push({ tone: 'warning', text: translate(scheduleMessages, lang, 'badge.pendingDraft') });
  return badges;
}

/** Under the status badge: « Programmé pour le 20 mai 2025 à 08:30 », « Retiré le … », « Brouillon en attente ». */
export function ScheduleBadges({ item, lang }: { item: ItemMeta; lang: Lang }): ReactNode {
  const now = useNow();
  const badges = scheduleBadgeTexts(item, now.getTime(), lang);
  return badges.map(({ tone, text }) => (
    <Badge key={text} tone={tone} className="collection__schedule">
      {text}
    </Badge>
  ));
}

/** The panel's two optional boxes, on Dtima's clock, with their hints. */
export function ScheduleFields({
  form,
  isDisabled,
}: {
  form: Pick<SchemaForm<FormValues, string>, 'field'>;
  isDisabled: boolean;
}) {
  const { t } = useI18n(scheduleMessages);
  return (
    <fieldset className="collection-form__row">
      <legend className="collection-form__row-legend">{t('fields.legend')}</legend>
      <p className="collection-form__hint">{t('fields.hint')}</p>
      <div className="collection-form__row-fields">
        <div className="collection-form__field">
          <TextField {...form.field('publishAt')} type="datetime-local" label={t('field.publishAt')} description={t('field.publishAtHint')} isDisabled={isDisabled} />
        </div>
        <div className="collection-form__field">
          <TextField {...form.field('unpublishAt')} type="datetime-local" label={t('field.unpublishAt')} description={t('field.unpublishAtHint')} isDisabled={isDisabled} />
        </div>
      </div>
    </fieldset>
  );
}
