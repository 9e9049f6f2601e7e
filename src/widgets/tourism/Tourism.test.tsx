import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { offices } from '../../content/commune';
import { touristSites } from '../../content/guide';
import { places, type SharedPlace } from '../../content/places';
import { pointsOfInterest } from '../../content/points-of-interest';
import { paths } from '../../content/site-map';
import { tourism } from '../../content/tourism';
import type { Localized } from '../../shared/i18n/catalog';
import { LANGUAGES } from '../../runtime/store';
import tourismPage from '../../shell/pages/tourism';
import { tourismMessages } from './messages';

function expectComplete(value: Localized, minLength = 3) {
  for (const lang of LANGUAGES) {
    expect(value[lang].trim().length).toBeGreaterThanOrEqual(minLength);
    expect(value[lang]).not.toContain("'");
  }
  expect(value.fr).not.toMatch(/[^\u00a0\u202f][;?!]|[^\u00a0\u202f\d]:/);
}

function expectLightSvg(src: string) {
  expect(src).toMatch(/^\/images\/tourism\/[\w-]+\.svg$/);
  const svg = readFileSync(resolve('public', src.slice(1)), 'utf8');
  expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/);
  expect(Buffer.byteLength(svg)).toBeLessThan(6 * 1024);
}

describe('the tourism content', () => {
  it('opens with a hero in both languages', () => {
    expectComplete(tourism.hero.title);
    expectComplete(tourism.hero.lead, 60);
    expectLightSvg(tourism.hero.image.src);
    // Decorative: the title beside it says it all.
    expect(tourism.hero.image.alt).toEqual({ fr: '', en: '' });
  });

  it('has six natural and cultural sites, each complete in both languages', () => {
    expect(tourism.sites).toHaveLength(6);
    expect(new Set(tourism.sites.map((site) => site.id)).size).toBe(6);
    expect(new Set(tourism.sites.map((site) => site.kind))).toEqual(new Set(['natural', 'cultural']));
    for (const site of tourism.sites) {
      expectComplete(site.name);
      expectComplete(site.description, 80);
      expectComplete(site.location);
      if (site.when) expectComplete(site.when);
      expectComplete(site.image.alt, 10);
      expectLightSvg(site.image.src);
      expect(site.image.width).toBeGreaterThan(0);
      expect(site.image.height).toBeGreaterThan(0);
      expect(site.activities.length).toBeGreaterThanOrEqual(2);
      for (const activity of site.activities) expectComplete(activity);
    }
  });

  it('names, locates and dates each site as the practical guide or the points of interest do', () => {
    const shared: readonly SharedPlace[] = Object.values(places);
    const guideSites = touristSites.flatMap((category) => category.sites);
    const pointsOfInterestPlaces = pointsOfInterest.flatMap((category) => category.items);
    for (const site of tourism.sites) {
      // One source, src/content/places.ts, for the name, the location and when to go.
      const place = shared.find((candidate) => candidate.name === site.name);
      expect(place, site.id).toBeDefined();
      expect(site.location, site.id).toBe(place!.location);
      expect(site.when, site.id).toBe(place!.when);
      // Shown elsewhere too, and told the same way there.
      const elsewhere = [
        ...guideSites.filter((other) => other.name.fr === site.name.fr).map((other) => ({ location: other.location, when: other.when })),
        ...pointsOfInterestPlaces.filter((other) => other.name.fr === site.name.fr).map((other) => ({ location: other.address, when: other.openingDays })),
      ];
      expect(elsewhere.length, `${site.id} is on the guide or the points of interest too`).toBeGreaterThan(0);
      for (const other of elsewhere) expect(other, site.id).toEqual({ location: place!.location, when: place!.when });
    }
  });

  it('leaves distances, quarters and days out of the sites’ descriptions, to the shared places', () => {
    for (const site of tourism.sites) {
      expect(site.description.fr, site.id).not.toMatch(/\d\s*km|quartier|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche/i);
      expect(site.description.en, site.id).not.toMatch(/\d\s*km|quarter|monday|tuesday|wednesday|thursday|friday|saturday|sunday/i);
    }
  });

  it('offers a cultural experience, with what is included and a price', () => {
    const { experience } = tourism;
    expectComplete(experience.title);
    expectComplete(experience.description, 80);
    expectComplete(experience.duration);
    expect(experience.pricePerPerson).toBeGreaterThan(0);
    expect(experience.included.length).toBeGreaterThanOrEqual(3);
    for (const item of experience.included) expectComplete(item);
  });

  it('takes the contacts from the tourism office, never retyped', () => {
    expect(tourism.experience.office).toBe(offices.tourism);
    expect(tourism.contact.office).toBe(offices.tourism);
    expectComplete(tourism.contact.title);
    expectComplete(tourism.contact.text, 40);
    const source = readFileSync(resolve('src/content/tourism.ts'), 'utf8');
    expect(source).not.toContain(offices.tourism.phone);
    expect(source).not.toContain(offices.tourism.email);
  });

  it('has every interface text in both languages', () => {
    for (const lang of LANGUAGES) for (const text of Object.values(tourismMessages[lang])) expect(text.trim()).not.toBe('');
    for (const text of Object.values(tourismMessages.fr)) expect(text).not.toMatch(/[^\u00a0\u202f][;?!]|[^\u00a0\u202f\d]:/);
  });

  it('leaves the contact dialog’s code out of the element until it is opened', () => {
    const component = readFileSync(resolve('src/widgets/tourism/Tourism.tsx'), 'utf8');
    expect(component).toContain("lazy(() => import('./TourismContactDialog'))");
    expect(component).not.toMatch(/import[^;]*\b(ContactDialog|Dialog)\b[^;]*from/);
  });

  it('is placed on the tourism page', () => {
    expect(tourismPage.path).toBe(paths.tourism);
    const view = tourismPage.view({ lang: 'fr', path: paths.tourism, heading: 'Tourisme', summary: '' });
    expect(view.strings.join('')).toContain('<commune-tourism></commune-tourism>');
  });
});
