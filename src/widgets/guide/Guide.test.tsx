import { beforeEach, describe, expect, it } from 'vitest';
import { directoryCategory } from '../../content/directory';
import {
  AMENAGEMENT_STATES,
  GUIDE_SECTION_IDS,
  SITE_CLASSIFICATIONS,
  amenagementLabels,
  guideSections,
  siteClassifications,
  touristSites,
} from '../../content/guide';
import { paths } from '../../content/site-map';
import { hashTarget } from '../../runtime/hash-target';
import { expectBothLanguages } from '../../testing/content';
import { renderWithLanguage } from '../../testing/render';
import { Guide } from './Guide';

describe('the guide’s sections', () => {
  it('are hotels, restaurants, attractions and events, with the ids the header links to', () => {
    expect(guideSections.map((section) => section.id)).toEqual(['hotels', 'restaurants', 'attractions', 'events']);
    expect(GUIDE_SECTION_IDS).toEqual(guideSections.map((section) => section.id));
    expect(guideSections.map((section) => section.title.en)).toEqual(['Hotels & Accommodation', 'Restaurants', 'Tourist Attractions', 'Events']);
    for (const section of guideSections) {
      expectBothLanguages([section.title, section.intro], section.id);
      if (section.link) expectBothLanguages(section.link.label, `${section.id} link`);
    }
  });

  it('take hotels and restaurants from the directory and leave events to /events', () => {
    const byId = Object.fromEntries(guideSections.map((section) => [section.id, section]));
    expect(byId.hotels.directory).toBe('hotels');
    expect(byId.restaurants.directory).toBe('restaurants-leisure');
    expect(directoryCategory('hotels').entries.length).toBeGreaterThan(0);
    expect(byId.events.link?.href).toBe(paths.events);
    expect(byId.events.directory).toBeUndefined();
    expect(byId.attractions.listsSites).toBe(true);
  });

  it('open from the URL fragment with their ids', () => {
    for (const id of ['hotels', 'restaurants', 'attractions', 'events'] as const) expect(hashTarget(`#${id}`, GUIDE_SECTION_IDS)).toBe(id);
    expect(hashTarget('#health-services', GUIDE_SECTION_IDS)).toBeUndefined();
  });
});

describe('the tourist sites', () => {
  it('come in the four categories of SPEC §2, two to four sites each', () => {
    expect(touristSites.map((category) => category.title.fr)).toEqual([
      'Montagnes et sites naturels',
      'Sites culturels et historiques',
      'Points d’eau et barrages',
      'Paysages remarquables',
    ]);
    for (const category of touristSites) {
      expectBothLanguages(category.title, category.id);
      expect(category.sites.length, category.id).toBeGreaterThanOrEqual(2);
      expect(category.sites.length, category.id).toBeLessThanOrEqual(4);
    }
  });

  it('each have a name, a valid classification, a description, a location and a state of development', () => {
    const sites = touristSites.flatMap((category) => category.sites);
    expect(new Set(sites.map((site) => site.id)).size).toBe(sites.length);
    for (const site of sites) {
      expectBothLanguages([site.name, site.description, site.location], site.id);
      expect(SITE_CLASSIFICATIONS, site.id).toContain(site.classification);
      expect(AMENAGEMENT_STATES, site.id).toContain(site.amenagement);
    }
  });

  it('label every classification and state of development in both languages', () => {
    expect(SITE_CLASSIFICATIONS.map((value) => siteClassifications[value].label.fr)).toEqual(['Site classé', 'Patrimoine local', 'Site naturel protégé']);
    for (const value of SITE_CLASSIFICATIONS) expect(['success', 'warning', 'info', 'neutral', 'danger']).toContain(siteClassifications[value].tone);
    expect(AMENAGEMENT_STATES.map((value) => amenagementLabels[value].fr)).toEqual(['aménagé', 'partiellement aménagé', 'non aménagé']);
    for (const value of AMENAGEMENT_STATES) expectBothLanguages(amenagementLabels[value], value);
  });
});

describe('Guide', () => {
  beforeEach(() => history.replaceState(null, '', '/guide-pratique'));

  const render = (headingLevel = 2) => renderWithLanguage(<Guide headingLevel={headingLevel} />);

  it('shows the four sections, then the sites under their categories, at the heading levels asked for', () => {
    const host = render();
    expect([...host.querySelectorAll('details > summary > h2')].map((heading) => heading.textContent)).toEqual([
      'Hôtels et hébergement',
      'Restaurants',
      'Attractions touristiques',
      'Événements',
    ]);
    expect([...host.querySelectorAll('.ui-accordion__item')].map((item) => item.id)).toEqual([...GUIDE_SECTION_IDS]);
    expect(host.querySelector('.sites h2')?.textContent).toBe('Sites touristiques');
    expect([...host.querySelectorAll('.sites h3')].map((h) => h.textContent)).toHaveLength(4);
    expect(host.querySelectorAll('.sites h4')).toHaveLength(touristSites.flatMap((category) => category.sites).length);
  });

  it('shows each site’s badge, location, best time when it has one, and « Aménagement » line', () => {
    const host = render();
    const reservoir = [...host.querySelectorAll('.site')].find((site) => site.textContent?.includes('Retenue du mayo Dtima'))!;
    expect(reservoir.querySelector('.ui-badge')?.textContent).toBe('Site classé');
    expect(reservoir.querySelector('.ui-badge')?.className).toContain('ui-badge--info');
    const facts = [...reservoir.querySelectorAll('dt')].map((dt) => `${dt.textContent}${dt.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      'Localisation\u00a0: À 5\u00a0km au sud, route de Maroua',
      'Quand y aller\u00a0: Toute l’année\u00a0; oiseaux migrateurs de novembre à mars',
      'Aménagement\u00a0: aménagé',
    ]);
  });

  it('opens the sections the URL fragment names, and lets several stay open', () => {
    history.replaceState(null, '', '/guide-pratique#hotels');
    const host = render();
    expect(host.querySelector<HTMLDetailsElement>('details#hotels')?.open).toBe(true);
    expect(host.querySelectorAll('details[open]')).toHaveLength(1);
    expect(host.querySelectorAll('#hotels a[href^="tel:"]')).toHaveLength(directoryCategory('hotels').entries.length);
  });
});
