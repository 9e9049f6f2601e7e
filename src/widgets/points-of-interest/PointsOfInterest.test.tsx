import { beforeEach, describe, expect, it } from 'vitest';
import { offices } from '../../content/commune';
import { DIRECTORY_CATEGORY_IDS, DIRECTORY_FIELDS, directory, directoryFieldLabels } from '../../content/directory';
import { POINT_OF_INTEREST_CATEGORY_IDS, pointsOfInterest } from '../../content/points-of-interest';
import { hashTarget } from '../../runtime/hash-target';
import { expectBothLanguages } from '../../testing/content';
import { renderWithLanguage } from '../../testing/render';
import { PointsOfInterest } from './PointsOfInterest';

/** `+237 6xx xx xx xx` (mobile) or `+237 222 xx xx xx` (fixed line). */
const CAMEROON_PHONE = /^\+237 (6\d{2}|222) \d{2} \d{2} \d{2}$/;
const EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;

describe('the points of interest', () => {
  it('are the seven categories of SPEC §2, in order, with the ids the footer links to', () => {
    expect(pointsOfInterest.map((category) => category.id)).toEqual([
      'education',
      'health-services',
      'social-affairs',
      'security',
      'culture-arts',
      'sports-leisure',
      'markets',
    ]);
    expect(POINT_OF_INTEREST_CATEGORY_IDS).toEqual(pointsOfInterest.map((category) => category.id));
    expect(pointsOfInterest.map((category) => category.title.fr)).toEqual([
      'Éducation',
      'Santé',
      'Affaires sociales',
      'Sécurité',
      'Culture et arts',
      'Sports et loisirs',
      'Marchés',
    ]);
  });

  it('give every category a title, an intro and three to six places', () => {
    for (const category of pointsOfInterest) {
      expectBothLanguages([category.title, category.intro], category.id);
      expect(category.items.length, category.id).toBeGreaterThanOrEqual(3);
      expect(category.items.length, category.id).toBeLessThanOrEqual(6);
    }
  });

  it('give every place a name, an address and a contact in both languages, with a Cameroon phone number', () => {
    const places = pointsOfInterest.flatMap((category) => category.items);
    expect(new Set(places.map((place) => place.id)).size).toBe(places.length);
    for (const place of places) {
      expectBothLanguages([place.name, place.address, place.contact.label], place.id);
      expect(place.contact.phone, place.id).toMatch(CAMEROON_PHONE);
      if (place.description) expectBothLanguages(place.description, `${place.id} description`);
      if (place.openingDays) expectBothLanguages(place.openingDays, `${place.id} opening days`);
    }
  });

  it('give valid e-mail addresses where there is one', () => {
    const emails = pointsOfInterest.flatMap((category) => category.items.flatMap((place) => (place.contact.email ? [place.contact.email] : [])));
    expect(emails.length).toBeGreaterThan(5);
    for (const email of emails) expect(email).toMatch(EMAIL);
  });

  it('take the municipal services’ numbers from the offices', () => {
    const social = pointsOfInterest.find((category) => category.id === 'social-affairs')!;
    expect(social.items[0].contact).toEqual({ label: offices.social.name, phone: offices.social.phone, email: offices.social.email });
    const officePhones = new Set(Object.values(offices).map((office) => office.phone));
    const places = pointsOfInterest.flatMap((category) => category.items);
    // A number of the town hall (+237 222 29 14 5x) is always one of the offices' own.
    for (const place of places.filter((candidate) => candidate.contact.phone.startsWith('+237 222 29 14 5'))) {
      expect(officePhones.has(place.contact.phone), place.id).toBe(true);
    }
  });

  it('open from the URL fragment with their ids', () => {
    expect(hashTarget('#health-services', POINT_OF_INTEREST_CATEGORY_IDS)).toBe('health-services');
    expect(hashTarget('#social-affairs', POINT_OF_INTEREST_CATEGORY_IDS)).toBe('social-affairs');
    expect(hashTarget('#hotels', POINT_OF_INTEREST_CATEGORY_IDS)).toBeUndefined();
  });
});

describe('the business directory', () => {
  it('has the five categories SPEC §2 names', () => {
    expect(directory.map((category) => category.id)).toEqual([...DIRECTORY_CATEGORY_IDS]);
    expect(directory.map((category) => category.title.en)).toEqual(['Hotels', 'NGOs', 'Travel Agencies', 'Restaurants & Leisure', 'Supermarkets & Markets']);
    for (const category of directory) {
      expectBothLanguages(category.title, category.id);
      expect(category.entries.length, category.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('labels its five fields Contact, Phone, Email, Address, Slogan in both languages', () => {
    expect(DIRECTORY_FIELDS).toEqual(['contact', 'phone', 'email', 'address', 'slogan']);
    expect(DIRECTORY_FIELDS.map((field) => directoryFieldLabels[field].en)).toEqual(['Contact', 'Phone', 'Email', 'Address', 'Slogan']);
    expect(DIRECTORY_FIELDS.map((field) => directoryFieldLabels[field].fr)).toEqual(['Contact', 'Téléphone', 'E-mail', 'Adresse', 'Slogan']);
  });

  it('gives every entry all five fields', () => {
    const entries = directory.flatMap((category) => category.entries);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    for (const entry of entries) {
      expectBothLanguages([entry.name, entry.contact, entry.address, entry.slogan], entry.id);
      expect(entry.phone, entry.id).toMatch(CAMEROON_PHONE);
      expect(entry.email, entry.id).toMatch(EMAIL);
    }
  });
});

describe('PointsOfInterest', () => {
  beforeEach(() => history.replaceState(null, '', '/residents/points-of-interest'));

  const render = (headingLevel = 2) => renderWithLanguage(<PointsOfInterest headingLevel={headingLevel} />);

  it('shows the categories closed, then the directory, at the heading levels asked for', () => {
    const host = render(3);
    const headings = [...host.querySelectorAll('details > summary > h3')];
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Éducation6 adresses',
      'Santé4 adresses',
      'Affaires sociales3 adresses',
      'Sécurité4 adresses',
      'Culture et arts4 adresses',
      'Sports et loisirs3 adresses',
      'Marchés4 adresses',
    ]);
    expect([...host.querySelectorAll('details')].every((details) => !(details as HTMLDetailsElement).open)).toBe(true);
    expect(host.querySelector('.directory h3')?.textContent).toBe('Annuaire des professionnels');
    expect([...host.querySelectorAll('h4')].map((h) => h.textContent)).toEqual(expect.arrayContaining(['Hôtels', 'ONG', 'Agences de voyages', 'Restaurants et loisirs', 'Supermarchés et marchés']));
    expect(host.querySelectorAll('h5')).toHaveLength(directory.flatMap((category) => category.entries).length);
  });

  it('gives each item its category id, so `#id` links land on it', () => {
    const host = render();
    expect([...host.querySelectorAll('.ui-accordion__item')].map((item) => item.id)).toEqual([...POINT_OF_INTEREST_CATEGORY_IDS]);
  });

  it('opens the category the URL fragment names when it mounts', () => {
    history.replaceState(null, '', '/residents/points-of-interest#markets');
    const host = render();
    expect(host.querySelector<HTMLDetailsElement>('details#markets')?.open).toBe(true);
    expect(host.querySelectorAll('details[open]')).toHaveLength(1);
  });

  it('writes phones as tel: links and e-mails as mailto: links', () => {
    const host = render();
    const hospital = [...host.querySelectorAll('.place')].find((place) => place.textContent?.includes('Hôpital de district'))!;
    expect(hospital.querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe('tel:+237222291620');
    expect(hospital.querySelector('a[href^="mailto:"]')?.getAttribute('href')).toBe('mailto:hopital.district.dtima@gmail.com');
    const phones = [...host.querySelectorAll('.directory a[href^="tel:"]')];
    expect(phones).toHaveLength(directory.flatMap((category) => category.entries).length);
  });
});
