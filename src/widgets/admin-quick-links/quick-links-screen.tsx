import { bilingual, bothTexts, collectionTexts, copyText, statusColumn, textIn, wholeNumber, type CollectionDescription } from '../../admin/collection';
import type { Localized } from '../../shared/i18n/catalog';
import { formatNumber } from '../../shared/i18n/format';
import { quickLinkIcons, type QuickLinkIcon, type QuickLinkItem } from '../../collections/content';
import { adminQuickLinksMessages } from './messages';

const text = bilingual(adminQuickLinksMessages);

/** A quick link's form: its texts, where it leads, its icon, and its position as typed. */
export type QuickLinkValues = {
  label: Localized;
  description: Localized;
  href: string;
  icon: QuickLinkIcon;
  /** As typed in its box (`'3'`); sent as a number. */
  position: string;
};

export function emptyQuickLink(): QuickLinkValues {
  return { label: { fr: '', en: '' }, description: { fr: '', en: '' }, href: '', icon: 'document', position: '' };
}

export function quickLinkValues(item: QuickLinkItem): QuickLinkValues {
  return { label: copyText(item.label), description: copyText(item.description), href: item.href, icon: item.icon, position: String(item.position) };
}

/** What the form sends: an empty position is 0 (first), anything not a whole number is refused by the schema. */
export function quickLinkInput(values: QuickLinkValues) {
  return { label: copyText(values.label), description: copyText(values.description), href: values.href, icon: values.icon, position: wholeNumber(values.position, 0) };
}

const iconLabel = (icon: QuickLinkIcon) => text(`icon.${icon}`);

/** The Quick Links screen: the home page's service tiles (`quick-links`), in their order there. */
export const quickLinksScreen: CollectionDescription<'quick-links', QuickLinkValues> = {
  collection: 'quick-links',
  texts: collectionTexts(adminQuickLinksMessages),
  columns: (lang) => [
    {
      id: 'label',
      label: text('field.label')[lang],
      cell: (item) => (
        <>
          <span className="collection__name">{textIn(item.label, lang)}</span>
          <span className="collection__secondary">{textIn(item.description, lang)}</span>
        </>
      ),
      sortValue: (item) => textIn(item.label, lang),
      isRowHeader: true,
    },
    { id: 'href', label: text('field.href')[lang], cell: (item) => <span className="collection__code">{item.href}</span>, sortValue: (item) => item.href },
    { id: 'icon', label: text('field.icon')[lang], cell: (item) => iconLabel(item.icon)[lang], sortValue: (item) => iconLabel(item.icon)[lang] },
    { id: 'position', label: text('field.position')[lang], cell: (item) => formatNumber(item.position, lang), sortValue: (item) => item.position, align: 'end' },
    statusColumn(lang),
  ],
  defaultSort: { column: 'position', direction: 'ascending' },
  searchTexts: (item) => [...bothTexts(item.label), ...bothTexts(item.description), item.href],
  labelOf: (item, lang) => textIn(item.label, lang),
  localizedFields: [
    { path: 'label', label: text('field.label'), required: true },
    { path: 'description', label: text('field.description'), description: text('field.descriptionHint'), required: true },
  ],
  commonFields: [
    { kind: 'text', path: 'href', label: text('field.href'), description: text('field.hrefHint'), required: true },
    { kind: 'select', path: 'icon', label: text('field.icon'), options: quickLinkIcons.map((icon) => ({ id: icon, label: iconLabel(icon) })), required: true },
    { kind: 'text', path: 'position', label: text('field.position'), description: text('field.positionHint'), inputMode: 'numeric', narrow: true },
  ],
  emptyValues: emptyQuickLink,
  toValues: quickLinkValues,
  toInput: quickLinkInput,
};
