import { defineCatalog, translate, type Localized } from '../../shared/i18n/catalog';
import type { ContentCollection } from '../../collections';
import type { AdminPath, CollectionSummary } from '../../collections/define';
import { collectionSummaries } from '../../collections/summaries';

/*
 * The staff pages of the collections no element of their own manages (a descriptor without
 * `screen: 'own'`, such as one `npm run new-collection` wrote): the generic
 * `<commune-admin-collection>` at the collection's first admin path, titled with its plural, and
 * a link in the admin sidebar's Content group. The shell's routes, its page module
 * (src/shell/pages/admin-collection.ts) and the sidebar read this list; a collection with a
 * screen of its own has its page, title and link written by hand. No React and no schema here
 * (the collections' summaries, not their descriptors): the shell's router imports it.
 */

export const collectionPageMessages = defineCatalog(
  {
    description: 'Créer, modifier et publier les éléments de «\u00a0{plural}\u00a0» sur le site de la Commune de Dtima.',
    summary: 'Créer, relire et publier les éléments de «\u00a0{plural}\u00a0», publiés ou en brouillon.',
  },
  {
    description: 'Create, edit and publish the items of “{plural}” on the Dtima Council website.',
    summary: 'Create, review and publish the items of “{plural}”, published or in draft.',
  },
);

export interface CollectionPage {
  collection: ContentCollection;
  /** The page's address: the collection's first admin path. */
  path: AdminPath;
  /** The page's title, its screen's heading and its sidebar link: the collection's plural. */
  title: Localized;
  /** The page's meta description and summary. */
  description: Localized;
  summary: Localized;
}

const say = (key: 'description' | 'summary', plural: Localized): Localized => ({
  fr: translate(collectionPageMessages, 'fr', key, { plural: plural.fr }),
  en: translate(collectionPageMessages, 'en', key, { plural: plural.en }),
});

/** The generic screen's page of a collection. */
export function collectionPage(descriptor: CollectionSummary): CollectionPage {
  const { plural } = descriptor.labels;
  return {
    collection: descriptor.slug as ContentCollection,
    path: descriptor.adminPaths[0],
    title: { ...plural },
    description: say('description', plural),
    summary: say('summary', plural),
  };
}

/** The pages of those of `descriptors` that have no screen of their own, in their order. */
export function collectionPagesOf(descriptors: readonly CollectionSummary[]): CollectionPage[] {
  return descriptors.filter((descriptor) => descriptor.screen !== 'own').map(collectionPage);
}

/** Every registered collection's generic page (none while every collection has a screen of its own). */
export const collectionPages: readonly CollectionPage[] = collectionPagesOf(Object.values(collectionSummaries));

/** The collection whose generic page is at `path`, if any. */
export function collectionAt(path: string, pages: readonly CollectionPage[] = collectionPages): ContentCollection | undefined {
  return pages.find((page) => page.path === path)?.collection;
}
