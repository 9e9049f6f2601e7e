import { Fragment, type ReactNode } from 'react';
import { legalDocuments, legalTokens, type LegalBlock, type LegalDocument, type LegalToken } from '../../content/legal';
import type { PropsOf } from '../../shared/contract';
import { pick } from '../../shared/i18n/catalog';
import type { Lang } from '../../shared/lang';
import { useI18n } from '../../runtime/i18n/react';
import { formatDate } from '../../runtime/i18n/dates';
import { siteHref } from '../../runtime/links';
import { Heading } from '../../kit/ui';
import type { legalContract } from './legal.contract';
import { legalMessages } from './messages';

export type LegalProps = PropsOf<typeof legalContract.props>;

const TOKEN = /\{(\w+)\}/g;

function tokenNode(token: LegalToken, lang: Lang): ReactNode {
  if ('date' in token) return <time dateTime={token.date}>{formatDate(token.date, lang)}</time>;
  if ('strong' in token) return <strong>{pick(token.strong, lang)}</strong>;
  // A page of the site is absolute on a partner's page; `tel:` and `mailto:` stay as they are.
  return <a href={token.href.startsWith('/') ? siteHref(token.href) : token.href}>{pick(token.text, lang)}</a>;
}

/** A text with its `{name}`s replaced: contacts and pages become links, dates `<time>`s. */
export function RichText({ text, lang }: { text: string; lang: Lang }) {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const token = (legalTokens as Readonly<Record<string, LegalToken>>)[match[1]!];
    if (!token) continue;
    nodes.push(text.slice(last, match.index), <Fragment key={match.index}>{tokenNode(token, lang)}</Fragment>);
    last = match.index + match[0].length;
  }
  nodes.push(text.slice(last));
  return <>{nodes}</>;
}

function Block({ block, lang, headingLevel }: { block: LegalBlock; lang: Lang; headingLevel: number }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <RichText text={pick(block.text, lang)} lang={lang} />
        </p>
      );
    case 'subheading':
      return (
        <Heading level={headingLevel + 1} className="legal__subheading">
          {pick(block.text, lang)}
        </Heading>
      );
    case 'list':
      return (
        <ul className="legal__list">
          {block.items.map((item) => (
            <li key={item.fr}>
              <RichText text={pick(item, lang)} lang={lang} />
            </li>
          ))}
        </ul>
      );
    case 'facts':
      return (
        <dl className="legal__facts">
          {block.items.map((item) => (
            <div key={item.term.fr} className="legal__fact">
              <dt>{pick(item.term, lang)}</dt>
              <dd>
                <RichText text={pick(item.value, lang)} lang={lang} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

/** A legal text in sections, given the text, so tests can render any. */
export function LegalView({ document, headingLevel }: { document: LegalDocument; headingLevel: number }) {
  const { t, lang } = useI18n(legalMessages);
  return (
    <div className="legal" data-page={document.id}>
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} className="legal__section" part="section" aria-labelledby={`${section.id}-title`}>
          <Heading level={headingLevel} id={`${section.id}-title`} className="legal__heading">
            {pick(section.title, lang)}
          </Heading>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} lang={lang} headingLevel={headingLevel} />
          ))}
        </section>
      ))}
      <p className="legal__updated" part="updated">
        {t('updated')} <time dateTime={document.updated}>{formatDate(document.updated, lang)}</time>
      </p>
    </div>
  );
}

/**
 * `<commune-legal>`: the legal notice, the privacy page or the accessibility statement
 * (src/content/legal.ts), each section under its heading, then the date of the last update.
 */
export function Legal({ page, headingLevel }: LegalProps) {
  return <LegalView document={legalDocuments[page]} headingLevel={headingLevel} />;
}
