import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mayor, mayorLetter, mayorMessage } from '../../content/mayor';
import { paths } from '../../content/site-map';
import { LANGUAGES } from '../../runtime/store';
import meetMayorPage from '../../shell/pages/meet-mayor';
import { expectBothLanguages, expectFrenchTypography } from '../../testing/content';
import { renderWithLanguage } from '../../testing/render';
import { Mayor } from './Mayor';
import MayorLetter, { newestFirst, paragraphsOf } from './MayorLetter';
import { mayorMessages } from './messages';

const sentences = (text: string) => text.split(/[.!?](?:\s|$)/).filter((part) => part.trim().length > 0).length;

describe('the mayor content', () => {
  it('names the mayor, with a role and a described portrait in both languages', () => {
    expect(mayor.name).toMatch(/^\p{Lu}/u);
    expectBothLanguages(mayor.role, 'mayor.role', { minLength: 3 });
    expectBothLanguages(mayor.portrait.alt, 'mayor.portrait.alt', { minLength: 20 });
    expect(mayor.portrait.width).toBeGreaterThan(0);
    expect(mayor.portrait.height).toBeGreaterThan(0);
  });

  it('has a portrait of our own: a light SVG with a viewBox', () => {
    expect(mayor.portrait.src).toMatch(/^\/images\/mayor\/[\w-]+\.svg$/);
    const svg = readFileSync(resolve('public', mayor.portrait.src.slice(1)), 'utf8');
    expect(svg).toContain('viewBox="0 0 320 360"');
    expect(Buffer.byteLength(svg)).toBeLessThan(6 * 1024);
  });

  it('presents the mayor in two or three sentences for the home page', () => {
    expectBothLanguages(mayor.presentation, 'mayor.presentation', { minLength: 80 });
    for (const lang of LANGUAGES) expect(sentences(mayor.presentation[lang])).toBeGreaterThanOrEqual(2);
    for (const lang of LANGUAGES) expect(sentences(mayor.presentation[lang])).toBeLessThanOrEqual(3);
  });

  it('has a full message in both languages that names every priority', () => {
    expectBothLanguages([mayorMessage.greeting, mayorMessage.closing], 'mayorMessage', { minLength: 3 });
    expect(mayorMessage.paragraphs.length).toBeGreaterThanOrEqual(5);
    expectBothLanguages(mayorMessage.paragraphs, 'mayorMessage.paragraphs', { minLength: 120 });
    for (const paragraph of mayorMessage.paragraphs) expect(paragraph.fr).not.toBe(paragraph.en);
    const fr = mayorMessage.paragraphs.map((p) => p.fr).join(' ');
    const en = mayorMessage.paragraphs.map((p) => p.en).join(' ');
    for (const word of ['eau', 'école', 'routes', 'marchés', 'jeunesse', 'paix', 'cohésion', 'transparence']) expect(fr).toContain(word);
    for (const word of ['Water', 'Schools', 'roads', 'markets', 'young people', 'peace', 'cohesion', 'transparency']) expect(en).toContain(word);
  });

  it('has every interface text in both languages', () => {
    for (const lang of LANGUAGES) for (const text of Object.values(mayorMessages[lang])) expect(text.trim()).not.toBe('');
    expectFrenchTypography(Object.values(mayorMessages.fr));
  });
});

describe('Mayor', () => {
  const render = (variant: 'home' | 'message', headingLevel = 2) => renderWithLanguage(<Mayor variant={variant} headingLevel={headingLevel} api="none" />);

  it('links the home presentation to the message and the biography', () => {
    const host = render('home');
    expect(host.querySelector('h2')?.textContent).toBe(mayor.name);
    const links = [...host.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Rencontrer le maire', paths.meetMayor],
      ['Lire la biographie', paths.biography],
    ]);
    expect(host.textContent).not.toContain(mayorMessage.paragraphs[0].fr);
  });

  it('shows the whole message, signed, at the heading level asked for', () => {
    const host = renderWithLanguage(<MayorLetter headingLevel={3} api="none" />);
    expect(host.querySelector('h3')?.textContent).toBe('Message du maire');
    for (const paragraph of mayorMessage.paragraphs) expect(host.textContent).toContain(paragraph.fr);
    expect(host.querySelector('.mayor__signature')?.textContent).toBe(`${mayor.name}${mayor.role.fr}`);
    expect(host.querySelector('img')?.getAttribute('alt')).toBe(mayor.portrait.alt.fr);
  });

  it('is placed on the meet-the-mayor page in its message variant', () => {
    expect(meetMayorPage.path).toBe(paths.meetMayor);
    const view = meetMayorPage.view({ lang: 'fr', path: paths.meetMayor, heading: 'Rencontrer le maire', summary: '' });
    expect(view.strings.join('')).toContain('<commune-mayor variant="message"></commune-mayor>');
  });
});

describe('the mayor’s updates', () => {
  it('are shown newest first, the later published first on one day', () => {
    const update = (id: number, date: string) => ({ ...mayorLetter, id, date });
    expect(newestFirst([update(1, '2025-01-06'), update(2, '2025-03-01'), update(3, '2025-01-06')]).map((u) => u.id)).toEqual([2, 1, 3]);
  });

  it('are split into paragraphs at blank lines', () => {
    expect(paragraphsOf('Chers habitants,\n\nLe marché ouvre.\n  \n\nMerci.\n')).toEqual(['Chers habitants,', 'Le marché ouvre.', 'Merci.']);
    expect(paragraphsOf(mayorLetter.content.fr)).toHaveLength(mayorMessage.paragraphs.length + 2);
  });
});
