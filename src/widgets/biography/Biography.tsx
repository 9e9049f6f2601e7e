import { useId, useRef, type MouseEvent } from 'react';
import { biography as mayorBiography, mayor, type BiographySection } from '../../content/mayor';
import type { PropsOf } from '../../shared/contract';
import { pick } from '../../shared/i18n/catalog';
import { useI18n } from '../../runtime/i18n/react';
import { siteHref } from '../../runtime/links';
import { Heading } from '../../kit/ui';
import type { biographyContract } from './biography.contract';
import { biographyMessages } from './messages';

export type BiographyProps = PropsOf<typeof biographyContract.props>;

/** The id of a section's heading: the section itself has the section's id. */
const headingIdOf = (id: string) => `${id}-title`;

/**
 * The biography's sections with a table of contents, given the sections, so tests can render
 * any data. The sections' ids are the fragments of /government/biography (`#vision`).
 */
export function BiographyView({ sections, headingLevel }: BiographyProps & { sections: readonly BiographySection[] }) {
  const { t, lang } = useI18n(biographyMessages);
  const tocTitleId = useId();
  const root = useRef<HTMLDivElement>(null);

  // The browser cannot find ids inside a shadow root, so a table-of-contents link scrolls to
  // its section itself, and moves the focus there too, so the next Tab continues from it.
  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const heading = root.current?.querySelector<HTMLElement>(`#${CSS.escape(headingIdOf(id))}`);
    if (!heading) return;
    event.preventDefault();
    if (location.hash !== `#${id}`) history.pushState(history.state, '', `#${id}`);
    heading.closest('section')?.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  };

  return (
    <div className="biography" ref={root}>
      <nav className="biography__toc" part="toc" aria-labelledby={tocTitleId}>
        <div className="biography__person">
          <img
            className="biography__portrait"
            src={siteHref(mayor.portrait.src)}
            width={mayor.portrait.width}
            height={mayor.portrait.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
          <p className="biography__name">
            {mayor.name}
            <span className="biography__role">{pick(mayor.role, lang)}</span>
          </p>
        </div>
        <p id={tocTitleId} className="biography__toc-title">
          {t('toc.title')}
        </p>
        <ol className="biography__toc-list" role="list">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} onClick={(event) => goTo(event, section.id)}>
                {pick(section.title, lang)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="biography__sections">
        {sections.map((section) => (
          <section key={section.id} id={section.id} className="biography__section" part="section" aria-labelledby={headingIdOf(section.id)}>
            <Heading level={headingLevel} id={headingIdOf(section.id)} className="biography__heading" tabIndex={-1}>
              {pick(section.title, lang)}
            </Heading>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.fr}>{pick(paragraph, lang)}</p>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}

/** `<commune-biography>`: the mayor's biography, from src/content/mayor.ts. */
export function Biography(props: BiographyProps) {
  return <BiographyView {...props} sections={mayorBiography} />;
}
