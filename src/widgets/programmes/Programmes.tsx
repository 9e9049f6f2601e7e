import { useId } from 'react';
import { programmes } from '../../content/programmes';
import type { PropsOf } from '../../core/contract';
import { pick } from '../../core/i18n/catalog';
import { useI18n } from '../../core/i18n/react';
import { siteHref } from '../../core/links';
import { ArrowRightIcon, Card, SectionHeading } from '../../core/ui';
import { programmesMessages } from './messages';
import type { programmesContract } from './programmes.contract';

export type ProgrammesProps = PropsOf<typeof programmesContract.props>;

/** A link's text ending in an arrow that stays with the last word when the text wraps. */
function WithArrow({ text }: { text: string }) {
  const lastSpace = text.lastIndexOf(' ');
  return (
    <>
      {text.slice(0, lastSpace + 1)}
      <span className="with-arrow">
        {text.slice(lastSpace + 1)}
        <ArrowRightIcon width={18} height={18} />
      </span>
    </>
  );
}

/** `<commune-programmes>`: the home page's « Programmes et priorités », three illustrated cards. */
export function Programmes({ headingLevel }: ProgrammesProps) {
  const { t, lang } = useI18n(programmesMessages);
  const headingId = useId();

  return (
    <section className="programmes" aria-labelledby={headingId}>
      <SectionHeading level={headingLevel} id={headingId} intro={t('intro')}>
        {t('heading')}
      </SectionHeading>
      <ul role="list" className="programmes__list" part="list">
        {programmes.map((programme) => (
          <li key={programme.id} className="programmes__item" part="card">
            <Card
              className="programme"
              headingLevel={headingLevel + 1}
              heading={pick(programme.title, lang)}
              image={{ ...programme.image, alt: pick(programme.image.alt, lang) }}
              footer={
                programme.link && (
                  <a className="programme__link" href={siteHref(programme.link.href)}>
                    <WithArrow text={pick(programme.link.label, lang)} />
                  </a>
                )
              }
            >
              <p className="programme__description">{pick(programme.description, lang)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
