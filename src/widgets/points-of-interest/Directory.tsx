import { Fragment, type ReactNode } from 'react';
import { mailHref, telHref } from '../../content/commune';
import { directoryFieldLabels, type DirectoryEntry } from '../../content/directory';
import { pick } from '../../shared/i18n/catalog';
import { useLanguage } from '../../runtime/i18n/react';
import { Card } from '../../kit/ui';

/*
 * The directory's cards, shared by <commune-points-of-interest> (the whole directory) and
 * <commune-guide> (hotels and restaurants), and the label–value rows that the points of
 * interest's cards use too. Styled by Directory.css, which both elements adopt.
 */

/** Label–value rows: the labels of a card in one column, each value beside its label. */
export function Fields({ children }: { children: ReactNode }) {
  return <dl className="fields">{children}</dl>;
}

/** One row of `Fields`. */
export function Field({ label, modifier, children }: { label: string; modifier?: string; children: ReactNode }) {
  return (
    <div className={modifier ? `fields__row fields__row--${modifier}` : 'fields__row'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A phone number as a `tel:` link, never broken across lines. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} className="fields__phone">
      {phone}
    </a>
  );
}

/**
 * An e-mail address as a `mailto:` link that, when it has to wrap in a narrow card, breaks
 * after the `@` or before a dot, never in the middle of a word (`gmail.co` / `m`).
 */
export function EmailLink({ email }: { email: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <a href={mailHref(email)} className="fields__email">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </a>
  );
}

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
            <Fields>
              <Field label={label('contact')}>{pick(entry.contact, lang)}</Field>
              <Field label={label('phone')}>
                <PhoneLink phone={entry.phone} />
              </Field>
              <Field label={label('email')}>
                <EmailLink email={entry.email} />
              </Field>
              <Field label={label('address')}>{pick(entry.address, lang)}</Field>
              <Field label={label('slogan')} modifier="slogan">
                {pick(entry.slogan, lang)}
              </Field>
            </Fields>
          </Card>
        </li>
      ))}
    </ul>
  );
}
