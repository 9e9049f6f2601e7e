import { useId, useRef } from 'react';
import { faq } from '../../content/faq';
import { useI18n } from '../../runtime/i18n/react';
import { Accordion } from '../../kit/ui/Accordion';
import { Heading } from '../../kit/ui/Heading';
import { useHashExpansion } from '../../runtime/use-hash-expansion';
import { FaqAnswer, useLocalizedFaq } from './FaqAnswer';
import { HelpContact } from './HelpContact';
import { helpMessages } from './messages';

const FAQ_IDS = faq.map((entry) => entry.id);

/**
 * The help page (`variant="page"`): the sheet's title and introduction, then its one group of
 * questions, each a `<details>` holding its answer, so everything reads, opens and is found by
 * the browser's find-in-page without script; `#business-licence` (any question's id) opens that
 * question. The town hall's contact details end it; the message form stays in the sheet.
 */
export function HelpPage({ headingLevel }: { headingLevel: number }) {
  const { t } = useI18n(helpMessages);
  const entries = useLocalizedFaq();
  const root = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useHashExpansion(FAQ_IDS, root, true);
  const titleId = useId();
  const questionsId = useId();

  return (
    <article className="help-page" part="page" aria-labelledby={titleId} ref={root}>
      <Heading level={headingLevel} id={titleId} className="help-page__title">
        {t('sheet.title')}
      </Heading>
      <p className="help-page__intro">{t('sheet.description')}</p>
      <section className="help-page__group" aria-labelledby={questionsId}>
        <Heading level={headingLevel + 1} id={questionsId} className="help-page__heading">
          {t('list.heading')}
        </Heading>
        <Accordion
          className="help-page__questions"
          items={entries.map((entry) => ({ id: entry.id, title: entry.question, content: <FaqAnswer entry={entry} /> }))}
          headingLevel={headingLevel + 2}
          allowsMultipleExpanded
          expandedKeys={expanded}
          onExpandedChange={setExpanded}
        />
      </section>
      <div className="help-page__contact">
        <HelpContact headingLevel={headingLevel + 1} />
      </div>
    </article>
  );
}
