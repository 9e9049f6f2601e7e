import * as v from 'valibot';
import type { Localized } from '../shared/i18n/catalog';
import { localizedText } from '../shared/schema/fields';
import { message } from '../shared/schema/message';
import { defineCollection, hrefPattern, schemasOf, titleField, type ItemMeta } from './define';

/*
 * Alerts: urgent notices (floods, insecurity, a cut road or water supply) shown above the header
 * of every public page by <commune-alert>, from their start to their end, and listed by
 * `GET /api/v1/alerts` while they are active. Starts empty: staff write them in the admin
 * (/admin-dtima/content/alerts).
 */

/** How serious an alert is: its colour, icon and word. */
export const alertLevels = ['information', 'vigilance', 'urgence'] as const;
export type AlertLevel = (typeof alertLevels)[number];

export const alertLevelNames: Readonly<Record<AlertLevel, Localized>> = {
  information: { fr: 'Information', en: 'Information' },
  vigilance: { fr: 'Vigilance', en: 'Warning' },
  urgence: { fr: 'Urgence', en: 'Emergency' },
};

/** An instant with its offset: `2026-05-20T08:30:00+01:00` (or `Z`). */
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function instant(name: { fr: string; en: string }) {
  return v.pipe(
    v.string(message(`${name.fr} est obligatoire.`, `${name.en} is required.`)),
    v.trim(),
    v.nonEmpty(message(`${name.fr} est obligatoire.`, `${name.en} is required.`)),
    v.check(
      (text) => instantPattern.test(text) && !Number.isNaN(Date.parse(text)),
      message(`${name.fr} doit être une date et une heure valides.`, `${name.en} must be a valid date and time.`),
    ),
  );
}

const alertEntries = {
  title: titleField,
  text: localizedText({ fr: 'Le texte', en: 'Text' }, 10, 1000),
  level: v.optional(v.picklist(alertLevels, message('Le niveau est inconnu.', 'Unknown level.')), 'information'),
  link: v.optional(
    v.nullable(
      v.pipe(
        v.string(message('Le lien doit être un texte.', 'The link must be a text.')),
        v.trim(),
        v.check((text) => text === '' || hrefPattern.test(text), message('Le lien doit être une page du site (/…) ou une adresse https://.', 'The link must be a page of the site (/…) or an https:// address.')),
        v.transform((text) => (text === '' ? null : text)),
      ),
    ),
    null,
  ),
  startsAt: instant({ fr: 'Le début', en: 'Start' }),
  endsAt: instant({ fr: 'La fin', en: 'End' }),
};

export interface AlertItem extends ItemMeta {
  title: Localized;
  text: Localized;
  level: AlertLevel;
  link: string | null;
  /** ISO instants with their offset. */
  startsAt: string;
  endsAt: string;
}

/** Active at `now`: published, started, not ended. */
export function isActiveAlert(alert: Pick<AlertItem, 'status' | 'startsAt' | 'endsAt'>, now: number): boolean {
  return alert.status === 'published' && Date.parse(alert.startsAt) <= now && now < Date.parse(alert.endsAt);
}

const alertSchemas = schemasOf(alertEntries);

export const alertsCollection = defineCollection({
  slug: 'alerts',
  table: 'alerts',
  entries: alertEntries,
  columns: {
    title: { type: 'localized', label: { fr: 'Titre', en: 'Title' } },
    text: { type: 'localized', label: { fr: 'Texte', en: 'Text' }, multiline: true },
    level: {
      type: 'text',
      label: { fr: 'Niveau', en: 'Level' },
      default: 'information',
      options: alertLevelNames,
      listed: true,
      hint: { fr: 'Une urgence ne peut pas être masquée par les habitants.', en: 'Residents cannot dismiss an emergency.' },
    },
    link: {
      type: 'text',
      label: { fr: 'Lien (facultatif)', en: 'Link (optional)' },
      nullable: true,
      hint: { fr: 'Une page du site (/…) ou une adresse en https.', en: 'A page of the site (/…) or an https address.' },
    },
    startsAt: { type: 'text', label: { fr: 'Début', en: 'Start' }, input: 'datetime', listed: true, hint: { fr: 'Heure de Dtima.', en: 'Dtima time.' } },
    endsAt: { type: 'text', label: { fr: 'Fin', en: 'End' }, input: 'datetime', listed: true, hint: { fr: 'L’alerte disparaît d’elle-même à cette heure.', en: 'The alert disappears by itself at this time.' } },
  },
  schemas: {
    // An update is merged into the stored item, then the whole is checked with `create`.
    create: v.pipe(
      alertSchemas.create,
      v.forward(
        v.check((input) => Date.parse(input.endsAt) > Date.parse(input.startsAt), message('La fin doit suivre le début.', 'End must be after start.')),
        ['endsAt'],
      ),
    ),
    update: alertSchemas.update,
  },
  /** Newest first. */
  order: [{ field: 'id', direction: 'desc' }],
  activityType: 'content',
  labels: {
    singular: { fr: 'Alerte', en: 'Alert' },
    plural: { fr: 'Alertes', en: 'Alerts' },
    definite: { fr: 'l’alerte', en: 'the alert' },
    indefinite: { fr: 'une alerte', en: 'an alert' },
    published: { fr: 'Alerte publiée', en: 'Alert published' },
  },
  adminPaths: ['/admin-dtima/content/alerts'],
});
