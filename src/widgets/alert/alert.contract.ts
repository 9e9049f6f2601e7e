import type { WidgetContract } from '../../shared/contract';
import { liveSourceProp } from '../../features/live/source';

export const alertContract = {
  tag: 'commune-alert',
  summary: 'The commune’s alerts active now (information, vigilance, emergency), for the top of a page: nothing at all when there is none.',
  props: {
    items: {
      type: 'json',
      default: null,
      expected: 'an array of alerts { id, version?, level: "information" | "vigilance" | "urgence", title: { fr, en }, text: { fr, en }, link?, startsAt, endsAt } (ISO date-times with their offset)',
      validate: (value: unknown): value is readonly unknown[] | null => value === null || Array.isArray(value),
      tsType: "Array<{ id: number; version?: number; level: 'information' | 'vigilance' | 'urgence'; title: { fr: string; en: string }; text: { fr: string; en: string }; link?: string | null; startsAt: string; endsAt: string }> | null",
      doc: 'Alerts of your own, in the shape of `GET /api/v1/alerts`, shown instead of the commune’s (the content server is then not asked); an invalid entry is skipped with a warning. Default `null`: the commune’s alerts active now.',
    },
    api: { ...liveSourceProp, doc: `${liveSourceProp.doc} Not asked when \`items\` is set.` },
  },
  parts: [
    { name: 'base', doc: 'The list of alerts.' },
    { name: 'item', doc: 'One alert.' },
  ],
  cssProperties: [{ name: '--commune-alert-max-width', doc: 'Width of an alert’s content, centred in the banner.', default: '80rem' }],
  // Nothing held before its script: most of the time there is no alert, and a page's copy is server-rendered.
  reserve: { block: '0px' },
  // At the top of the page: taken over at once, so a hidden alert stays hidden and an ended one goes.
  hydrate: 'visible',
} as const satisfies WidgetContract;
