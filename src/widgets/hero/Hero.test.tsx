import { describe, expect, it } from 'vitest';
import { commune } from '../../content/commune';
import { hero } from '../../content/home';
import { searchPages } from '../../features/site-search';
import { heroMessages } from './messages';

describe('hero content', () => {
  it('welcomes visitors with the commune’s name in both languages', () => {
    expect(hero.heading.fr).toBe('Bienvenue à la Commune de Dtima');
    expect(hero.heading.en).toBe('Welcome to Dtima Council');
    expect(hero.heading.fr).toContain(commune.name.fr);
    expect(hero.heading.en).toContain(commune.name.en);
  });

  it('has the search box’s placeholder SPEC asks for, and a natural French one', () => {
    expect(hero.searchPlaceholder.en).toBe('What can we help you find?');
    expect(hero.searchPlaceholder.fr).toBe('Que recherchez-vous\u00a0?');
  });

  it('has every text in both languages', () => {
    for (const text of [hero.heading, hero.lead, hero.searchLabel, hero.searchPlaceholder]) {
      expect(text.fr.trim()).not.toBe('');
      expect(text.en.trim()).not.toBe('');
    }
    for (const [key, french] of Object.entries(heroMessages.fr)) {
      expect(french.trim(), key).not.toBe('');
      expect(heroMessages.en[key as keyof typeof heroMessages.en].trim(), key).not.toBe('');
    }
  });

  it('finds the mayor’s page from either language, as the header does', () => {
    expect(searchPages('maire', 'fr')[0]).toMatchObject({ href: '/government/meet-mayor', label: 'Rencontrer le maire' });
    expect(searchPages('mayor', 'en')[0]).toMatchObject({ href: '/government/meet-mayor', label: 'Meet the Mayor' });
  });
});
