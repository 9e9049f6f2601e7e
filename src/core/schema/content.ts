import * as v from 'valibot';
import type { Localized } from '../i18n/catalog';
import { imageField, isoDay, localizedText, optionalLocalizedText, statusField, timeOfDay, versionField, type PublicationStatus } from './fields';
import { message } from './message';

/*
 * The content collections staff publish, one schema each, shared by the server (which refuses
 * what does not pass, with a message per field in the request's language) and the admin forms
 * (which show the same messages before sending).
 */

const title = localizedText({ fr: 'Le titre', en: 'Title' }, 3, 160);

const newsEntries = {
  title,
  content: localizedText({ fr: 'Le contenu', en: 'Content' }, 10, 5000),
  /** The day the news is dated; the server uses today when it is missing. */
  date: v.optional(isoDay({ fr: 'La date', en: 'Date' })),
  image: imageField,
  /** A sum in francs CFA that the content quotes as `{amount}`, formatted in the reader's language. */
  amount: v.optional(
    v.nullable(
      v.pipe(
        v.number(message('Le montant doit être un nombre.', 'The amount must be a number.')),
        v.integer(message('Le montant doit être un nombre entier de francs CFA.', 'The amount must be a whole number of CFA francs.')),
        v.minValue(0, message('Le montant ne peut pas être négatif.', 'The amount cannot be negative.')),
      ),
    ),
    null,
  ),
};

const eventEntries = {
  title,
  description: localizedText({ fr: 'La description', en: 'Description' }, 10, 2000),
  location: optionalLocalizedText({ fr: 'Le lieu', en: 'Location' }, 160),
  date: isoDay({ fr: 'La date', en: 'Date' }),
  start: timeOfDay({ fr: 'L’heure de début', en: 'Start time' }),
  end: timeOfDay({ fr: 'L’heure de fin', en: 'End time' }),
};

export const programTypes = ['agenda', 'project'] as const;
export type ProgramType = (typeof programTypes)[number];
export const programPhases = ['planning', 'active', 'completed'] as const;
export type ProgramPhase = (typeof programPhases)[number];

const linkField = v.optional(
  v.nullable(
    v.object({
      href: v.pipe(
        v.string(message('Le lien est obligatoire.', 'The link is required.')),
        v.trim(),
        v.regex(/^(\/[\w\-./#?=&%]*|https:\/\/[^\s]+)$/, message('Le lien doit être une page du site (/…) ou une adresse https://.', 'The link must be a page of the site (/…) or an https:// address.')),
      ),
      label: localizedText({ fr: 'Le texte du lien', en: 'Link text' }, 3, 120),
    }),
  ),
  null,
);

/** Order on the home page: a whole number from 0 to 999, smaller first. */
const positionRange = message('La position doit être un nombre entier de 0 à 999.', 'Position must be a whole number from 0 to 999.');
const positionField = v.pipe(
  v.number(message('La position doit être un nombre.', 'Position must be a number.')),
  v.integer(positionRange),
  v.minValue(0, positionRange),
  v.maxValue(999, positionRange),
);

const programEntries = {
  title,
  description: localizedText({ fr: 'La description', en: 'Description' }, 10, 2000),
  type: v.picklist(programTypes, message('Le type doit être Agenda ou Projet.', 'Type must be Agenda or Project.')),
  phase: v.optional(v.picklist(programPhases, message('L’état doit être En préparation, En cours ou Terminé.', 'Status must be Planning, Active or Completed.')), 'planning'),
  image: imageField,
  link: linkField,
  /** Order on the home page: smaller first. */
  position: v.optional(positionField, 0),
};

/** The pictograms a quick link can show (the home page's service tiles). */
export const quickLinkIcons = ['document', 'tools', 'tax', 'receipt', 'licence', 'stamp', 'baby', 'rings'] as const;
export type QuickLinkIcon = (typeof quickLinkIcons)[number];

const quickLinkEntries = {
  label: localizedText({ fr: 'Le libellé', en: 'Label' }, 2, 80),
  description: localizedText({ fr: 'La description', en: 'Description' }, 3, 160),
  href: v.pipe(
    v.string(message('La cible est obligatoire.', 'Target is required.')),
    v.trim(),
    v.nonEmpty(message('La cible est obligatoire.', 'Target is required.')),
    v.regex(/^(\/[\w\-./#?=&%]*|https:\/\/[^\s]+)$/, message('La cible doit être une page du site (/…) ou une adresse https://.', 'Target must be a page of the site (/…) or an https:// address.')),
  ),
  icon: v.optional(v.picklist(quickLinkIcons, message('Le pictogramme est inconnu.', 'Unknown icon.')), 'document'),
  position: v.optional(positionField, 0),
};


function schemasOf<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return {
    create: v.object({ ...entries, status: statusField }),
    update: v.object({ ...v.partial(v.object(entries)).entries, status: v.optional(statusField.wrapped), version: versionField }),
  };
}

const eventSchemas = schemasOf(eventEntries);

/** Create and update schemas per collection, by the collection's path segment. */
export const contentSchemas = {
  news: schemasOf(newsEntries),
  'mayor-updates': schemasOf(newsEntries),
  events: {
    // An update is merged into the stored item, then the whole is checked with `create`.
    create: v.pipe(
      eventSchemas.create,
      v.forward(
        v.check((input) => input.end > input.start, message('L’heure de fin doit suivre l’heure de début.', 'End time must be after start time.')),
        ['end'],
      ),
    ),
    update: eventSchemas.update,
  },
  programs: schemasOf(programEntries),
  'quick-links': schemasOf(quickLinkEntries),
};

export type ContentCollection = keyof typeof contentSchemas;
export const contentCollections = Object.keys(contentSchemas) as ContentCollection[];

/** A deletion says which version it removes, like an update. */
export const deleteSchema = v.object({ version: versionField });

export type ContentInput<C extends ContentCollection> = v.InferOutput<(typeof contentSchemas)[C]['create']>;
export type ContentUpdate<C extends ContentCollection> = v.InferOutput<(typeof contentSchemas)[C]['update']>;

/** What every item of every collection carries, as the API sends it. */
export interface ItemMeta {
  id: number;
  status: PublicationStatus;
  version: number;
  /** ISO timestamps. */
  createdAt: string;
  updatedAt: string;
  /** Staff readers only: who created and last changed it (display names). */
  createdBy?: string | null;
  updatedBy?: string | null;
}

export interface ApiImage {
  src: string;
  width: number;
  height: number;
  alt: Localized;
}

export interface NewsItem extends ItemMeta {
  title: Localized;
  content: Localized;
  date: string;
  image: ApiImage | null;
  amount: number | null;
}

export type MayorUpdateItem = NewsItem;

export interface EventItem extends ItemMeta {
  title: Localized;
  description: Localized;
  location: Localized;
  date: string;
  start: string;
  end: string;
}

export interface ProgramItem extends ItemMeta {
  title: Localized;
  description: Localized;
  type: ProgramType;
  phase: ProgramPhase;
  image: ApiImage | null;
  link: { href: string; label: Localized } | null;
  position: number;
}

export interface QuickLinkItem extends ItemMeta {
  label: Localized;
  description: Localized;
  href: string;
  icon: QuickLinkIcon;
  position: number;
}

export interface ContentItems {
  news: NewsItem;
  'mayor-updates': MayorUpdateItem;
  events: EventItem;
  programs: ProgramItem;
  'quick-links': QuickLinkItem;
}

/** The body of every list answer. */
export interface ItemList<T> {
  items: T[];
}
