import { describe, expect, it } from 'vitest';
import { biography } from '../../content/mayor';
import { paths } from '../../content/site-map';
import { LANGUAGES } from '../../runtime/store';
import biographyPage from '../../shell/pages/biography';
import { expectBothLanguages } from '../../testing/content';
import { renderWithLanguage } from '../../testing/render';
import { BiographyView } from './Biography';
import { biographyMessages } from './messages';

const sentences = (text: string) => text.split(/[.!?](?:\s|$)/).filter((part) => part.trim().length > 0).length;

describe('the biography content', () => {
  it('has the six sections of SPEC §2, in order', () => {
    expect(biography.map((section) => section.id)).toEqual([
      'introduction',
      'academic-professional',
      'political-engagement',
      'distinctions',
      'social-life',
      'vision',
    ]);
    expect(biography.map((section) => section.title.fr)).toEqual([
      'Introduction',
      'Parcours académique et professionnel',
      'Engagement politique',
      'Distinctions',
      'Vie sociale',
      'Vision',
    ]);
    expect(biography.map((section) => section.title.en)).toEqual([
      'Introduction',
      'Academic and professional path',
      'Political engagement',
      'Distinctions',
      'Social life',
      'Vision',
    ]);
  });

  it('tells each section in several sentences, in French and in English', () => {
    for (const section of biography) {
      expect(section.paragraphs.length).toBeGreaterThan(0);
      expectBothLanguages(section.paragraphs, section.id);
      for (const lang of LANGUAGES) {
        const text = section.paragraphs.map((paragraph) => paragraph[lang]).join(' ');
        expect(sentences(text), `${section.id} (${lang})`).toBeGreaterThanOrEqual(3);
      }
      for (const paragraph of section.paragraphs) expect(paragraph.fr).not.toBe(paragraph.en);
    }
  });

  it('has unique ids that are valid fragments', () => {
    expect(new Set(biography.map((section) => section.id)).size).toBe(6);
    for (const section of biography) expect(section.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('has every interface text in both languages', () => {
    for (const lang of LANGUAGES) for (const text of Object.values(biographyMessages[lang])) expect(text.trim()).not.toBe('');
  });
});

describe('BiographyView', () => {
  it('links every contents entry to its section and titles sections at heading-level', () => {
    const host = renderWithLanguage(<BiographyView sections={biography} headingLevel={3} />);
    const links = [...host.querySelectorAll('nav a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(biography.map((section) => `#${section.id}`));
    for (const section of biography) {
      const element = host.querySelector(`section#${section.id}`);
      expect(element).not.toBeNull();
      expect(element!.querySelector('h3')?.textContent).toBe(section.title.fr);
    }
    expect(host.querySelectorAll('h3')).toHaveLength(6);
  });

  it('is placed on the biography page', () => {
    expect(biographyPage.path).toBe(paths.biography);
    const view = biographyPage.view({ lang: 'fr', path: paths.biography, heading: 'Biographie du maire', summary: '' });
    expect(view.strings.join('')).toContain('<commune-biography></commune-biography>');
  });
});
