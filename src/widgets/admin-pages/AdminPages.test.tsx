import { describe, expect, it } from 'vitest';
import { sitePages } from '../../content/pages';
import { paths } from '../../content/site-map';
import { LANGUAGES } from '../../runtime/store';
import { adminPagesMessages } from './messages';
import { publicPageRows, sectionOf } from './site-pages';

describe('the site’s public pages (publicPageRows)', () => {
  const rows = publicPageRows();

  it('lists every public page once, and no page of the admin area', () => {
    const publicPaths = sitePages.filter((page) => page.area === 'public').map((page) => page.path);
    expect(rows.map((row) => row.id).sort()).toEqual([...publicPaths].sort());
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(rows.some((row) => row.id.startsWith(paths.admin))).toBe(false);
  });

  it('puts each page in the section a visitor finds it in, in the menus’ order', () => {
    expect(rows[0]!.id).toBe(paths.home);
    expect(sectionOf(paths.meetMayor).section.id).toBe('government');
    expect(sectionOf(paths.guide).section.id).toBe('residents');
    expect(sectionOf(paths.events).section.id).toBe('visitors');
    expect(sectionOf(paths.taxes).section.id).toBe('business');
    expect(sectionOf(paths.serviceMarriage).section.id).toBe('services');
    expect(sectionOf(paths.flashNews).section.id).toBe('council');
    expect(sectionOf('/nowhere').section.id).toBe('other');
    const order = rows.map((row) => row.sectionOrder);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(rows.every((row) => row.section.id !== 'other')).toBe(true);
  });

  it('has every title and description in both languages', () => {
    for (const row of rows) for (const lang of LANGUAGES) {
      expect(row.page.title[lang].trim(), `${row.id} ${lang}`).not.toBe('');
      expect(row.page.description[lang].trim(), `${row.id} ${lang}`).not.toBe('');
    }
  });
});

describe('the catalogue', () => {
  it('has every string in both languages', () => {
    for (const lang of LANGUAGES) for (const [key, text] of Object.entries(adminPagesMessages[lang])) expect(text.trim(), `${lang} ${key}`).not.toBe('');
  });
});
