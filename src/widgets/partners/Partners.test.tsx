import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { featuredPartners, partners } from '../../content/partners';
import { PARTNER_INTERVAL_MS, PARTNERS_PER_VIEW } from './constants';

describe('partners content (SPEC §3, §9)', () => {
  it('has ten partners for the home carousel, with unique ids', () => {
    expect(partners).toHaveLength(10);
    expect(new Set(partners.map((partner) => partner.id)).size).toBe(10);
  });

  it('flags five for the partners page', () => {
    expect(featuredPartners).toHaveLength(5);
    expect(featuredPartners.map((partner) => partner.name.fr)).toEqual(['FEICOM', 'PNDP', 'GIZ', 'UNICEF', 'CVUC']);
  });

  it('names and describes every partner in French and English', () => {
    for (const partner of partners) {
      for (const lang of ['fr', 'en'] as const) {
        for (const field of ['name', 'fullName', 'description'] as const) {
          expect(partner[field][lang].trim(), `${partner.id} ${field} ${lang}`).not.toBe('');
        }
        expect(partner.logo.alt[lang], `${partner.id} logo alt ${lang}`).toBe(partner.name[lang]);
      }
    }
  });

  it('gives every partner its own light SVG emblem, with the size the content gives', () => {
    const files = new Set<string>();
    for (const { logo, id } of partners) {
      const file = `public${logo.src}`;
      files.add(file);
      expect(statSync(file).size, file).toBeLessThan(4 * 1024);
      expect(readFileSync(file, 'utf8'), id).toContain(`viewBox="0 0 ${logo.width} ${logo.height}"`);
    }
    expect(files.size).toBe(10);
  });

  it('keeps the carousel’s constants of SPEC §9: three per view, every 4000 ms', () => {
    expect(PARTNERS_PER_VIEW).toBe(3);
    expect(PARTNER_INTERVAL_MS).toBe(4000);
  });
});
