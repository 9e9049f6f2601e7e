import { useId, useState } from 'react';
import { councillors, councillorTitle, roleOf, type Councillor } from '../../content/council';
import type { PropsOf } from '../../shared/contract';
import { pick } from '../../shared/i18n/catalog';
import { pluralize } from '../../shared/i18n/format';
import { useI18n } from '../../runtime/i18n/react';
import { siteHref } from '../../runtime/links';
import { filterByQuery } from '../../shared/search';
import type { Lang } from '../../runtime/store';
import { SearchField, SectionHeading } from '../../kit/ui';
import type { councilContract } from './council.contract';
import { initialOf } from './initial';
import { councilMessages } from './messages';

export type CouncilProps = PropsOf<typeof councilContract.props>;

/** What the filter box matches a councillor on: the name, and the role for the executive ("maire"). */
export function councillorSearchText(member: Councillor, lang: Lang): string {
  const role = roleOf(member, lang);
  return role ? `${member.name} ${role}` : member.name;
}

function Avatar({ member }: { member: Councillor }) {
  if (member.photo) {
    return (
      <img
        className="councillor__avatar councillor__photo"
        part="avatar"
        src={siteHref(member.photo.src)}
        width={member.photo.width}
        height={member.photo.height}
        alt=""
        loading="lazy"
        decoding="async"
      />
    );
  }
  // The name is read just after: the letter only decorates.
  return (
    <span className="councillor__avatar councillor__letter" part="avatar" aria-hidden="true">
      {initialOf(member.name)}
    </span>
  );
}

/** The council given its members, so tests can render any data. */
export function CouncilView({ members, headingLevel, searchable }: CouncilProps & { members: readonly Councillor[] }) {
  const { t, lang } = useI18n(councilMessages);
  const headingId = useId();
  const [query, setQuery] = useState('');
  const shown = searchable ? filterByQuery(members, query, (member) => councillorSearchText(member, lang)) : members;
  const title = pick(councillorTitle, lang);

  const heading = pluralize(members.length, lang, { one: t('heading.one'), other: t('heading.other') });
  const status =
    !searchable || query.trim() === ''
      ? ''
      : shown.length === 0
        ? t('status.none')
        : pluralize(shown.length, lang, { one: t('status.one'), other: t('status.other') });

  return (
    <section className="council" aria-labelledby={headingId}>
      <div className="council__bar">
        <SectionHeading level={headingLevel} id={headingId} flush>
          <span part="heading">{heading}</span>
        </SectionHeading>
        {searchable && (
          <SearchField className="council__search" label={t('search.label')} placeholder={t('search.placeholder')} value={query} onChange={setQuery} />
        )}
      </div>
      <p className="council__status" role="status">
        {status}
      </p>
      {shown.length > 0 && (
        <ul className="council__list" role="list" part="list" aria-labelledby={headingId}>
          {shown.map((member) => {
            const role = roleOf(member, lang);
            return (
              <li key={member.name} className={role ? 'councillor councillor--executive' : 'councillor'} part="item">
                <Avatar member={member} />
                <p className="councillor__text">
                  <span className="councillor__name">{member.name}</span>
                  <span className="councillor__title">{title}</span>
                  {role && <span className="councillor__role">{role}</span>}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** `<commune-council>`: the municipal councillors, from src/content/council.ts. */
export function Council(props: CouncilProps) {
  return <CouncilView {...props} members={councillors} />;
}
