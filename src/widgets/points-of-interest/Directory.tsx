import { mailHref, telHref } from '../../content/commune';
import { directoryFieldLabels, type DirectoryEntry } from '../../content/directory';
import { pick } from '../../core/i18n/catalog';
import { useLanguage } from '../../core/i18n/react';
import { Card } from '../../core/ui';

/*
 * The directory's cards, shared by <commune-points-of-interest> (the whole directory) and
 * <commune-guide> (hotels and restaurants). Styled by Directory.css, which both elements adopt.
 */

interface DirectoryEntriesProps {
  entries: readonly DirectoryEntry[];
  /** Level of each card's heading (the entry's name). */
  headingLevel: number;
  /** The id of the heading that names the list. */
  labelledBy?: string;
}

/** Directory entries as a list of cards, each with Contact, Phone, Email, Address and Slogan. */
export function DirectoryEntries({ entries, headingLevel, labelledBy }: DirectoryEntriesProps) {
  const lang = useLanguage();
  const label = (field: keyof typeof directoryFieldLabels) => pick(directoryFieldLabels[field], lang);
  return (
    <ul className="directory__entries" role="list" aria-labelledby={labelledBy}>
      {entries.map((entry) => (
        <li key={entry.id} className="directory__entry" part="directory-entry">
          <Card headingLevel={headingLevel} heading={pick(entry.name, lang)} className="directory-card">
            <dl className="directory-card__fields">
              <div className="directory-card__field">
                <dt>{label('contact')}</dt>
                <dd>{pick(entry.contact, lang)}</dd>
              </div>
              <div className="directory-card__field">
                <dt>{label('phone')}</dt>
                <dd>
                  <a href={telHref(entry.phone)} className="directory-card__phone">
                    {entry.phone}
                  </a>
                </dd>
              </div>
              <div className="directory-card__field">
                <dt>{label('email')}</dt>
                <dd>
                  <a href={mailHref(entry.email)} className="directory-card__email">
                    {entry.email}
                  </a>
                </dd>
              </div>
              <div className="directory-card__field">
                <dt>{label('address')}</dt>
                <dd>{pick(entry.address, lang)}</dd>
              </div>
              <div className="directory-card__field directory-card__field--slogan">
                <dt>{label('slogan')}</dt>
                <dd>{pick(entry.slogan, lang)}</dd>
              </div>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}
