import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { programmes } from '../../content/programmes';
import { paths } from '../../content/site-map';
import { programmesMessages } from './messages';

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
