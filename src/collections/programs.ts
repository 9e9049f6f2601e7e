import * as v from 'valibot';
import { paths } from '../content/site-map';
import type { Programme } from '../content/programmes';
import type { Localized } from '../shared/i18n/catalog';
import { imageField, localizedText } from '../shared/schema/fields';
import { message } from '../shared/schema/message';
import { byPosition, defineCollection, hrefPattern, positionField, schemasOf, titleField, type ApiImage, type ItemMeta } from './define';

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
        v.regex(
          hrefPattern,
          message('Le lien doit être une page du site (commençant par un seul /) ou une adresse https://.', 'The link must be a page of the site (starting with a single /) or an https:// address.'),
        ),
      ),
      label: localizedText({ fr: 'Le texte du lien', en: 'Link text' }, 3, 120),
    }),
  ),
  null,
);

const programEntries = {
  title: titleField,
  description: localizedText({ fr: 'La description', en: 'Description' }, 10, 2000),
  type: v.picklist(programTypes, message('Le type doit être Agenda ou Projet.', 'Type must be Agenda or Project.')),
  phase: v.optional(v.picklist(programPhases, message('L’état doit être En préparation, En cours ou Terminé.', 'Status must be Planning, Active or Completed.')), 'planning'),
  image: imageField,
  link: linkField,
  /** Order on the home page: smaller first. */
  position: positionField,
};

export interface ProgramItem extends ItemMeta {
  title: Localized;
  description: Localized;
  type: ProgramType;
  phase: ProgramPhase;
  image: ApiImage | null;
  link: { href: string; label: Localized } | null;
  position: number;
}

/** The programmes and projects of the home page, in the order staff give them. */
export const programsCollection = defineCollection({
  slug: 'programs',
  table: 'programs',
  entries: programEntries,
  columns: {
    title: { type: 'localized', label: { fr: 'Titre', en: 'Title' } },
    description: { type: 'localized', label: { fr: 'Description', en: 'Description' }, multiline: true },
    type: { type: 'text', label: { fr: 'Type', en: 'Type' }, options: { agenda: { fr: 'Agenda', en: 'Agenda' }, project: { fr: 'Projet', en: 'Project' } }, listed: true },
    phase: {
      type: 'text',
      label: { fr: 'État', en: 'Status' },
      default: 'planning',
      options: { planning: { fr: 'En préparation', en: 'Planning' }, active: { fr: 'En cours', en: 'Active' }, completed: { fr: 'Terminé', en: 'Completed' } },
      listed: true,
    },
    image: { type: 'image', label: { fr: 'Image', en: 'Image' } },
    link: { type: 'json', label: { fr: 'Lien', en: 'Link' } },
    position: { type: 'integer', label: { fr: 'Position', en: 'Position' }, default: 0 },
  },
  schemas: schemasOf(programEntries),
  order: byPosition,
  activityType: 'content',
  labels: {
    singular: { fr: 'Programme', en: 'Program' },
    plural: { fr: 'Programmes', en: 'Programs' },
    definite: { fr: 'le programme', en: 'the program' },
    published: { fr: 'Programme publié', en: 'Program published' },
    indefinite: { fr: 'un programme', en: 'a program' },
  },
  adminPaths: [paths.adminPrograms],
  screen: 'own',
  seed: {
    key: (programme: Programme) => `programmes:${programme.id}`,
    fields: (programme: Programme, position: number) => ({
      title: programme.title,
      description: programme.description,
      type: programme.type,
      phase: programme.phase,
      image: programme.image ?? null,
      link: programme.link ?? null,
      position,
    }),
  },
});
