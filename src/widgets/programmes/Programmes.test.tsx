import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { programmes, type Programme } from '../../content/programmes';
import { paths } from '../../content/site-map';
import { renderWithLanguage } from '../../testing/render';
import { programmesMessages } from './messages';
import { PROGRAMME_PLACEHOLDER, ProgrammesView } from './Programmes';

const sitePaths = new Set<string>(Object.values(paths));

describe('programmes content', () => {
  it('has the three cards of SPEC §3, in order', () => {
    expect(programmes.map((programme) => programme.id)).toEqual(['development-agenda', 'quality-housing', 'year-of-youth-2024']);
    expect(programmes.map((programme) => programme.title.en)).toEqual(['Development agenda', 'Quality housing', 'Year of Youth 2024']);
    expect(programmesMessages.fr.heading).toBe('Programmes et priorités');
  });

  it('has every text in both languages', () => {
    for (const programme of programmes) {
      for (const text of [programme.title, programme.description, programme.image.alt, ...(programme.link ? [programme.link.label] : [])]) {
        expect(text.fr.trim(), programme.id).not.toBe('');
        expect(text.en.trim(), programme.id).not.toBe('');
        expect(text.fr, programme.id).not.toMatch(/[^\u00a0\u202f][:;?!]/);
      }
    }
  });

  it('links only to pages of the site', () => {
    const links = programmes.flatMap((programme) => (programme.link ? [programme.link.href] : []));
    expect(links).toHaveLength(3);
    expect(links.filter((href) => !sitePaths.has(href))).toEqual([]);
  });

  it('has light, sharp SVG illustrations with their size', () => {
    for (const { image, id } of programmes) {
      const file = resolve('public', image.src.replace(/^\//, ''));
      expect(existsSync(file), id).toBe(true);
      expect(statSync(file).size, id).toBeLessThan(6 * 1024);
      const svg = readFileSync(file, 'utf8');
      expect(svg, id).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
      expect(image.width > 0 && image.height > 0, id).toBe(true);
    }
  });
});

describe('ProgrammesView', () => {
  const well: Programme = {
    id: '12',
    title: { fr: 'Forages de Mouda', en: 'Mouda boreholes' },
    description: { fr: 'Trois forages équipés de pompes solaires pour les quartiers du nord.', en: 'Three boreholes with solar pumps for the northern quarters.' },
    type: 'project',
    phase: 'planning',
    link: { href: 'https://www.feicom.cm/projets', label: { fr: 'Le projet sur le site du FEICOM', en: 'The project on FEICOM’s site' } },
  };

  it('shows each programme’s phase as a badge, in the reader’s language', () => {
    const host = renderWithLanguage(<ProgrammesView programmes={programmes} headingLevel={2} />);
    expect([...host.querySelectorAll('.ui-badge')].map((badge) => [badge.textContent, badge.className])).toEqual([
      ['En cours', 'ui-badge ui-badge--success'],
      ['En cours', 'ui-badge ui-badge--success'],
      ['Terminé', 'ui-badge ui-badge--neutral'],
    ]);
    const english = renderWithLanguage(<ProgrammesView programmes={[well, ...programmes]} headingLevel={2} />, { lang: 'en' });
    expect([...english.querySelectorAll('.ui-badge')].map((badge) => badge.textContent)).toEqual(['Planning', 'Under way', 'Under way', 'Completed']);
  });

  it('gives a programme without an image a neutral picture of the same size, and links to an https address', () => {
    const host = renderWithLanguage(<ProgrammesView programmes={[well]} headingLevel={3} />);
    const image = host.querySelector('img')!;
    expect([image.getAttribute('src'), image.getAttribute('alt'), image.getAttribute('width'), image.getAttribute('height')]).toEqual([PROGRAMME_PLACEHOLDER.src, '', '640', '360']);
    expect(host.querySelector('a')?.getAttribute('href')).toBe('https://www.feicom.cm/projets');
    expect(host.querySelector('h4')?.textContent).toBe('Forages de Mouda');
    expect(statSync(resolve('public', PROGRAMME_PLACEHOLDER.src.slice(1))).size).toBeLessThan(2 * 1024);
  });

  it('has the phases’ names in both languages', () => {
    for (const phase of ['planning', 'active', 'completed'] as const) {
      expect(programmesMessages.fr[`phase.${phase}`]).toBeTruthy();
      expect(programmesMessages.en[`phase.${phase}`]).toBeTruthy();
    }
  });
});
