import { describe, expect, it } from 'vitest';
import { legalDocuments, legalPageIds, legalTokens, type LegalDocument } from '../../content/legal';
import { accessibilityStatus } from '../../content/accessibility';
import { sitePages } from '../../content/pages';
import { paths } from '../../content/site-map';
import { LANGUAGES } from '../../runtime/store';
import { expectBothLanguages, localizedTexts } from '../../testing/content';
import { renderWithLanguage } from '../../testing/render';
import { LegalView } from './Legal';
import { legalMessages } from './messages';

const textsOf = (document: LegalDocument) => localizedTexts(document.sections, document.id);

describe('the legal texts', () => {
  it.each(legalPageIds)('%s is written out in French and English, with French typography', (id) => {
    const document = legalDocuments[id];
    expect(document.sections.length).toBeGreaterThanOrEqual(5);
    expectBothLanguages(document.sections, id);
  });

  it.each(legalPageIds)('%s names only tokens it has, the same ones in both languages', (id) => {
    for (const [where, text] of textsOf(legalDocuments[id])) {
      const names = (lang: 'fr' | 'en') => [...text[lang].matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect(names('fr'), where).toEqual(names('en'));
      for (const name of names('fr')) expect(Object.keys(legalTokens), `${where}: {${name}}`).toContain(name);
    }
  });

  it('has section ids that are unique fragments on each page', () => {
    for (const id of legalPageIds) {
      const ids = legalDocuments[id].sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const sectionId of ids) expect(sectionId).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it('links only to pages of the site, phone numbers and e-mail addresses', () => {
    const pagePaths = new Set<string>(sitePages.map((page) => page.path));
    const hrefs = Object.values(legalTokens).flatMap((token) => ('href' in token ? [token.href] : []));
    expect(hrefs.filter((href) => !href.startsWith('/') && !/^(tel:\+\d{8,15}|mailto:[^\s@]+@[^\s@]+)$/.test(href))).toEqual([]);
    expect(hrefs.filter((href) => href.startsWith('/') && !pagePaths.has(href))).toEqual([]);
  });

  it('is on the pages the site map names', () => {
    expect(legalDocuments['legal-notice'].path).toBe(paths.legalNotice);
    expect(legalDocuments.privacy.path).toBe(paths.privacy);
    expect(legalDocuments.accessibility.path).toBe(paths.accessibility);
  });

  it('has every interface text in both languages', () => {
    for (const lang of LANGUAGES) for (const text of Object.values(legalMessages[lang])) expect(text.trim()).not.toBe('');
  });
});

describe('<commune-legal> rendered', () => {
  it.each(LANGUAGES.flatMap((lang) => legalPageIds.map((id) => [id, lang] as const)))('%s (%s): a section per heading, tokens replaced', (id, lang) => {
    const document = legalDocuments[id];
    const root = renderWithLanguage(<LegalView document={document} headingLevel={2} />, { lang });
    const headings = [...root.querySelectorAll('h2')].map((heading) => heading.textContent);
    expect(headings).toEqual(document.sections.map((section) => section.title[lang]));
    for (const section of root.querySelectorAll('section')) {
      expect(section.getAttribute('aria-labelledby')).toBe(`${section.id}-title`);
    }
    expect(root.textContent).not.toMatch(/[{}]/);
    const updated = root.querySelector('.legal__updated time');
    expect(updated?.getAttribute('datetime')).toBe(document.updated);
    expect(updated?.textContent).toBe(lang === 'fr' ? '26 novembre 2026' : '26 November 2026');
  });

  it('makes the contacts links, and the accessibility statement says its status and the audit’s date', () => {
    const root = renderWithLanguage(<LegalView document={legalDocuments.accessibility} headingLevel={2} />);
    expect(root.querySelector('a[href="mailto:contact@commune-dtima.cm"]')?.textContent).toBe('contact@commune-dtima.cm');
    expect(root.querySelector('a[href="tel:+237222291450"]')?.textContent).toBe('+237 222 29 14 50');
    expect(root.querySelector('a[href="/aide"]')?.textContent).toBe('Aide et questions fréquentes');
    expect(root.querySelector('#etat-de-conformite strong')?.textContent).toBe(accessibilityStatus.fr);
    expect(root.querySelector('#resultats-des-tests time')?.getAttribute('datetime')).toBe('2026-11-26');
  });
});
