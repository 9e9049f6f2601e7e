import { collectionTexts, describeCollection, type CollectionDescription } from '../../admin/collection';
import { interpolate } from '../../shared/i18n/catalog';
import { collections, type ContentCollection } from '../../collections';
import type { CollectionDescriptor, CollectionLabels } from '../../collections/define';
import { LANGUAGES } from '../../shared/lang';
import { adminCollectionMessages } from './messages';

/** The screen's texts for a collection: the generic ones, naming its items with its labels. */
export function screenTexts(labels: CollectionLabels) {
  const [fr, en] = LANGUAGES.map((lang) => {
    const vars = { plural: labels.plural[lang], indefinite: labels.indefinite[lang], definite: labels.definite[lang] };
    const catalog = adminCollectionMessages[lang] as Readonly<Record<keyof (typeof adminCollectionMessages)['fr'], string>>;
    return Object.fromEntries(Object.entries(catalog).map(([key, text]) => [key, interpolate(text, vars)])) as typeof catalog;
  });
  return collectionTexts({ fr: fr!, en: en! });
}

/** The screen of a collection (`<commune-admin-collection collection="…">`): its description read from its descriptor. */
export function collectionScreen<C extends ContentCollection>(collection: C): CollectionDescription<C> {
  const descriptor = collections[collection] as unknown as CollectionDescriptor<C>;
  return describeCollection(descriptor, screenTexts(descriptor.labels));
}
