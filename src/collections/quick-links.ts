import * as v from 'valibot';
import { paths } from '../content/site-map';
import type { ServiceTile } from '../content/services';
import type { Localized } from '../shared/i18n/catalog';
import { localizedText } from '../shared/schema/fields';
import { message } from '../shared/schema/message';
import { byPosition, defineCollection, positionField, quickLinkHrefPattern, schemasOf, type ItemMeta } from './define';

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
    v.regex(
      quickLinkHrefPattern,
      message(
        'La cible doit être une page du site (commençant par un seul /), une adresse https://, un courriel (mailto:…) ou un numéro de téléphone (tel:…).',
        'Target must be a page of the site (starting with a single /), an https:// address, an e-mail (mailto:…) or a phone number (tel:…).',
      ),
    ),
  ),
  icon: v.optional(v.picklist(quickLinkIcons, message('Le pictogramme est inconnu.', 'Unknown icon.')), 'document'),
  position: positionField,
};

export interface QuickLinkItem extends ItemMeta {
  label: Localized;
  description: Localized;
  /** A page of the site (`/services/tax`), an https address, `mailto:…` or `tel:…`. */
  href: string;
  icon: QuickLinkIcon;
  position: number;
}

/** A tile of src/content (a service's, or one a test makes up with another address). */
type BundledTile = Omit<ServiceTile, 'id' | 'path'> & { id: string; path: string };

/** The home page's service tiles, in the order staff give them. */
export const quickLinksCollection = defineCollection({
  slug: 'quick-links',
  table: 'quick_links',
  entries: quickLinkEntries,
  columns: {
    label: { type: 'localized', label: { fr: 'Libellé', en: 'Label' } },
    description: { type: 'localized', label: { fr: 'Description', en: 'Description' } },
    href: { type: 'text', label: { fr: 'Cible', en: 'Target' }, listed: true },
    icon: { type: 'text', label: { fr: 'Pictogramme', en: 'Icon' } },
    position: { type: 'integer', label: { fr: 'Position', en: 'Position' }, default: 0, listed: true },
  },
  schemas: schemasOf(quickLinkEntries),
  order: byPosition,
  activityType: 'content',
  labels: {
    singular: { fr: 'Lien rapide', en: 'Quick link' },
    plural: { fr: 'Liens rapides', en: 'Quick links' },
    definite: { fr: 'le lien rapide', en: 'the quick link' },
    published: { fr: 'Lien rapide publié', en: 'Quick link published' },
    indefinite: { fr: 'un lien rapide', en: 'a quick link' },
  },
  adminPaths: [paths.adminContentQuickLinks, paths.adminQuickLinks],
  screen: 'own',
  seed: {
    key: (tile: BundledTile) => `services:${tile.id}`,
    fields: (tile: BundledTile, position: number) => ({ label: tile.label, description: tile.tileDescription, href: tile.path, icon: tile.icon, position }),
  },
});
