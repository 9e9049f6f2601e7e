import { useI18n } from '../../runtime/i18n/react';
import { siteHref } from '../../runtime/links';
import type { CommonFieldSpec, LocalizedFieldSpec } from './description';
import { compareStates, type ComparedState, type ShownValue } from './compare';
import { collectionMessages } from './messages';

export interface SideBySideProps {
  /** The collection's fields (its description's), compared in the form's order. */
  description: { localizedFields: readonly LocalizedFieldSpec[]; commonFields: readonly CommonFieldSpec[] };
  /** The two states and their columns' names (« Version 3 du 20 mai 2025 à 08:30 », « Version actuelle »). */
  left: ComparedState & { label: string };
  right: ComparedState & { label: string };
  /** The comparison's name, for assistive technology (the tab's or the notice's heading). */
  label: string;
}

/**
 * Two states of an item side by side, field by field: every field of the collection in both
 * languages, then the status. A field that differs has a tinted background, a thick edge and
 * the word « Modifié », so colour is never the only sign. Each value says which column it is
 * in, so the view reads the same when the columns stack on a phone.
 */
export function SideBySide({ description, left, right, label }: SideBySideProps) {
  const { t, lang } = useI18n(collectionMessages);
  const rows = compareStates(description, left, right, lang);
  return (
    <div className="compare" role="group" aria-label={label}>
      <div className="compare__head" aria-hidden="true">
        <span />
        <span className="compare__column">{left.label}</span>
        <span className="compare__column">{right.label}</span>
      </div>
      {rows.map((row) => (
        <div key={row.key} className="compare__row" data-changed={row.changed || undefined} role="group" aria-label={row.changed ? `${row.label} (${t('compare.changed')})` : row.label}>
          <p className="compare__field" aria-hidden="true">
            <span>{row.label}</span>
            {row.changed && <span className="compare__changed">{t('compare.changed')}</span>}
          </p>
          <Value side={left.label} value={row.left} textLang={row.textLang} multiline={row.multiline} />
          <Value side={right.label} value={row.right} textLang={row.textLang} multiline={row.multiline} />
        </div>
      ))}
    </div>
  );
}

function Value({ side, value, textLang, multiline }: { side: string; value: ShownValue; textLang?: 'fr' | 'en'; multiline: boolean }) {
  const { t, lang } = useI18n(collectionMessages);
  const empty = value.text === '';
  return (
    <div className="compare__value">
      <span className="compare__side">{side}</span>
      {value.image && <img className="compare__image" src={siteHref(value.image.src)} width={value.image.width} height={value.image.height} alt="" loading="lazy" decoding="async" />}
      <p className={multiline ? 'compare__text compare__text--multiline' : 'compare__text'} lang={!empty && textLang && textLang !== lang ? textLang : undefined}>
        {empty ? <span className="compare__empty">{t('compare.empty')}</span> : value.text}
      </p>
    </div>
  );
}
