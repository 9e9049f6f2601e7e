import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { councillors, councillorTitle, councilRoles, roleOf, type Councillor } from '../../content/council';
import { mayor } from '../../content/mayor';
import { paths } from '../../content/site-map';
import { filterByQuery } from '../../shared/search';
import { LANGUAGES, setLanguage } from '../../runtime/store';
import councilPage from '../../shell/pages/council';
import { renderWithLanguage } from '../../testing/render';
import { councillorSearchText, CouncilView } from './Council';
import { initialOf } from './initial';
import { councilMessages } from './messages';

describe('initialOf', () => {
  it('gives the first letter of a name, capitalised', () => {
    expect(initialOf('Aïssatou Oumarou')).toBe('A');
    expect(initialOf('hadidja Bouba')).toBe('H');
    expect(initialOf('Zra')).toBe('Z');
  });

  it('keeps the accent of an accented first letter, whatever its Unicode form', () => {
    expect(initialOf('Élisabeth Djaowé')).toBe('É');
    expect(initialOf('élisabeth')).toBe('É');
    expect(initialOf('E\u0301lisabeth')).toBe('É');
    expect(initialOf('ɓoubakari')).toBe('Ɓ');
  });

  it('skips leading spaces and punctuation, and gives nothing for a name without letters', () => {
    expect(initialOf('  « Zenaba » Haroun')).toBe('Z');
    expect(initialOf('')).toBe('');
    expect(initialOf('—')).toBe('');
  });
});

describe('the council content', () => {
  it('has 58 councillors (SPEC: about 58) with unique names', () => {
    expect(councillors.length).toBeGreaterThanOrEqual(50);
    expect(councillors.length).toBeLessThanOrEqual(60);
    expect(councillors).toHaveLength(58);
    expect(new Set(councillors.map((member) => member.name)).size).toBe(councillors.length);
    for (const member of councillors) {
      expect(member.name).toMatch(/^\p{Lu}\p{Ll}/u);
      expect(member.name.trim()).toBe(member.name);
      expect(initialOf(member.name)).toMatch(/^\p{Lu}$/u);
    }
  });

  it('puts the mayor, then the four deputies, first', () => {
    expect(councillors[0]).toMatchObject({ name: mayor.name, role: 'mayor' });
    expect(councillors.slice(1, 5).map((member) => member.role)).toEqual(['firstDeputy', 'secondDeputy', 'thirdDeputy', 'fourthDeputy']);
    expect(councillors.slice(5).every((member) => member.role === undefined)).toBe(true);
  });

  it('has the title and roles in both languages', () => {
    expect(councillorTitle).toEqual({ fr: 'Conseiller Municipal', en: 'Municipal Councillor' });
    for (const role of Object.values(councilRoles)) for (const text of [role.fr, role.frFeminine, role.en]) expect(text.trim()).not.toBe('');
    expect(roleOf(councillors[1], 'fr')).toBe('1re adjointe au maire');
    expect(roleOf(councillors[1], 'en')).toBe('First Deputy Mayor');
    expect(roleOf(councillors[2], 'fr')).toBe('2e adjoint au maire');
    expect(roleOf(councillors[5], 'fr')).toBeUndefined();
    for (const lang of LANGUAGES) for (const text of Object.values(councilMessages[lang])) expect(text.trim()).not.toBe('');
  });
});

describe('finding a councillor', () => {
  const search = (query: string, lang: 'fr' | 'en' = 'fr') => filterByQuery(councillors, query, (member) => councillorSearchText(member, lang)).map((m) => m.name);

  it('ignores accents and case', () => {
    expect(search('aissatou')).toEqual(['Aïssatou Oumarou']);
    expect(search('ELISABETH')).toEqual(['Élisabeth Djaowé']);
    expect(search('mambai')).toEqual(['Paul Mambaï']);
  });

  it('finds the executive by role, in the page language', () => {
    expect(search('maire')).toHaveLength(5);
    expect(search('adjoint')).toHaveLength(4);
    expect(search('adjointe')).toEqual(['Marthe Kaldapa', 'Aïssatou Oumarou']);
    expect(search('mayor', 'en')).toHaveLength(5);
    expect(search('deputy', 'en')).toHaveLength(4);
  });
});

describe('CouncilView', () => {
  const render = (members: readonly Councillor[], searchable = false) => renderWithLanguage(<CouncilView members={members} headingLevel={2} searchable={searchable} />);

  it('counts the councillors in its heading, singular and plural', () => {
    const host = render(councillors);
    expect(host.querySelector('h2')?.textContent).toBe('58 conseillers municipaux');
    expect(host.querySelectorAll('li')).toHaveLength(58);
    render(councillors.slice(0, 1));
    expect(host.querySelector('h2')?.textContent).toBe('1 conseiller municipal');
    act(() => setLanguage('en'));
    expect(host.querySelector('h2')?.textContent).toBe('1 municipal councillor');
  });

  it('shows a photo when there is one, else the letter, hidden from assistive technology', () => {
    const host = render([{ name: 'Aïssatou Oumarou' }, { name: 'Marthe Kaldapa', photo: { src: '/images/council/marthe.jpg', width: 96, height: 96 } }]);
    const [letter, photo] = host.querySelectorAll('[part="avatar"]');
    expect(letter.textContent).toBe('A');
    expect(letter.getAttribute('aria-hidden')).toBe('true');
    expect(photo.tagName).toBe('IMG');
    expect(photo.getAttribute('alt')).toBe('');
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(photo.getAttribute('width')).toBe('96');
  });

  it('is placed on the council page', () => {
    expect(councilPage.path).toBe(paths.council);
    const view = councilPage.view({ lang: 'fr', path: paths.council, heading: 'Conseil municipal', summary: '' });
    expect(view.strings.join('')).toContain('<commune-council></commune-council>');
  });
});
