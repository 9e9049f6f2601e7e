import { useId } from 'react';
import { programmes as bundledProgrammes, type Programme, type ProgrammePhase } from '../../content/programmes';
import type { PropsOf } from '../../shared/contract';
import { pick } from '../../shared/i18n/catalog';
import { useI18n } from '../../runtime/i18n/react';
import { siteHref } from '../../runtime/links';
import { readProgram } from '../../features/live/programs';
import { useLiveItems } from '../../features/live/use-live-items';
import { ArrowRightIcon, Badge, Card, SectionHeading, type BadgeTone } from '../../kit/ui';
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

/** The neutral picture of a programme published without an image: the cards of a row stay alike. */
export const PROGRAMME_PLACEHOLDER = { src: '/images/programmes/placeholder.svg', width: 640, height: 360, alt: '' } as const;

const PHASE_TONE: Readonly<Record<ProgrammePhase, BadgeTone>> = { planning: 'info', active: 'success', completed: 'neutral' };

/**
 * The section, given its programmes, so tests can render any data: each an illustrated card
 * with its phase as a badge and, when it has one, a link.
 */
export function ProgrammesView({ headingLevel, programmes }: Omit<ProgrammesProps, 'api'> & { programmes: readonly Programme[] }) {
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
              image={programme.image ? { ...programme.image, alt: pick(programme.image.alt, lang) } : PROGRAMME_PLACEHOLDER}
              eyebrow={<Badge tone={PHASE_TONE[programme.phase]}>{t(`phase.${programme.phase}`)}</Badge>}
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

/**
 * `<commune-programmes>`: the home page's « Programmes et priorités », the bundled programmes at
 * first, then as published on the content server (`api`).
 */
export function Programmes({ api, ...props }: ProgrammesProps) {
  const programmes = useLiveItems<Programme>(api, 'programs', bundledProgrammes, readProgram);
  return <ProgrammesView {...props} programmes={programmes} />;
}
