import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mayor, mayorMessage } from '../../content/mayor';
import { paths } from '../../content/site-map';
import type { Localized } from '../../core/i18n/catalog';
import { LanguageProvider } from '../../core/i18n/react';
import { LANGUAGES, setLanguage } from '../../core/store';
import meetMayorPage from '../../shell/pages/meet-mayor';
import { Mayor } from './Mayor';
import { mayorMessages } from './messages';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** French typography: ’ not ', and a no-break space before : ; ? ! */
function expectFrenchTypography(text: string) {
  expect(text).not.toContain("'");
  expect(text).not.toMatch(/[^\u00a0\u202f][;?!]|[^\u00a0\u202f\d]:/);
}

function expectComplete(value: Localized, minLength = 3) {
  for (const lang of LANGUAGES) expect(value[lang].trim().length).toBeGreaterThanOrEqual(minLength);
  expectFrenchTypography(value.fr);
  expect(value.en).not.toContain("'");
}

const sentences = (text: string) => text.split(/[.!?](?:\s|$)/).filter((part) => part.trim().length > 0).length;

describe('the mayor content', () => {
  it('names the mayor, with a role and a described portrait in both languages', () => {
    expect(mayor.name).toMatch(/^\p{Lu}/u);
    expectComplete(mayor.role);
    expectComplete(mayor.portrait.alt, 20);
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
    expectComplete(mayor.presentation, 80);
    for (const lang of LANGUAGES) expect(sentences(mayor.presentation[lang])).toBeGreaterThanOrEqual(2);
    for (const lang of LANGUAGES) expect(sentences(mayor.presentation[lang])).toBeLessThanOrEqual(3);
  });

  it('has a full message in both languages that names every priority', () => {
    expectComplete(mayorMessage.greeting);
    expectComplete(mayorMessage.closing);
    expect(mayorMessage.paragraphs.length).toBeGreaterThanOrEqual(5);
    for (const paragraph of mayorMessage.paragraphs) {
      expectComplete(paragraph, 120);
      expect(paragraph.fr).not.toBe(paragraph.en);
    }
    const fr = mayorMessage.paragraphs.map((p) => p.fr).join(' ');
    const en = mayorMessage.paragraphs.map((p) => p.en).join(' ');
    for (const word of ['eau', 'école', 'routes', 'marchés', 'jeunesse', 'paix', 'cohésion', 'transparence']) expect(fr).toContain(word);
    for (const word of ['Water', 'Schools', 'roads', 'markets', 'young people', 'peace', 'cohesion', 'transparency']) expect(en).toContain(word);
  });

  it('has every interface text in both languages', () => {
    for (const lang of LANGUAGES) for (const text of Object.values(mayorMessages[lang])) expect(text.trim()).not.toBe('');
    for (const text of Object.values(mayorMessages.fr)) expectFrenchTypography(text);
  });
});

describe('Mayor', () => {
  let host: HTMLElement;
  let root: Root;

  beforeEach(() => {
    setLanguage('fr');
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });

  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  const render = (variant: 'home' | 'message', headingLevel = 2) =>
    act(() =>
      root.render(
        <LanguageProvider>
          <Mayor variant={variant} headingLevel={headingLevel} />
        </LanguageProvider>,
      ),
    );

  it('links the home presentation to the message and the biography', () => {
    render('home');
    expect(host.querySelector('h2')?.textContent).toBe(mayor.name);
    const links = [...host.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Rencontrer le maire', paths.meetMayor],
      ['Lire la biographie', paths.biography],
    ]);
    expect(host.textContent).not.toContain(mayorMessage.paragraphs[0].fr);
  });

  it('shows the whole message, signed, at the heading level asked for', () => {
    render('message', 3);
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
