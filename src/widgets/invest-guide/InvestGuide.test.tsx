import { describe, expect, it } from 'vitest';
import { commune, mailHref, offices, telHref } from '../../content/commune';
import { investGuide } from '../../content/invest-guide';
import { expectBothLanguages, expectFrenchTypography } from '../../testing/content';
import { renderWithLanguage, type RenderOptions } from '../../testing/render';
import { InvestGuideView } from './InvestGuide';
import { investGuideMessages } from './messages';

const allItems = [...investGuide.strengths, ...investGuide.support, ...investGuide.steps];

describe('the /investir content', () => {
  it('has strengths, support and ordered steps, complete in both languages', () => {
    expect(investGuide.strengths.length).toBeGreaterThanOrEqual(3);
    expect(investGuide.support.map((s) => s.id)).toEqual(expect.arrayContaining(['one-stop-desk', 'land', 'incentives']));
    expect(investGuide.steps.map((s) => s.id)).toEqual(['meet', 'register', 'land', 'permits', 'open']);
    for (const item of allItems) {
      expectBothLanguages([item.title, item.text], item.id, { minLength: 4 });
      expect(item.text.fr).not.toBe(item.text.en);
    }
  });

  it('names the investment office as the contact, and retypes no phone number or address', () => {
    expect(investGuide.contactOffice).toBe('investment');
    const french = allItems.flatMap((item) => [item.title.fr, item.text.fr, item.title.en, item.text.en]);
    for (const text of french) {
      expect(text).not.toMatch(/\+237|\d{3} \d{2}|@/);
    }
  });

  it('uses French typography: a no-break space before two-part punctuation', () => {
    const french = [...allItems.flatMap((item) => [item.title.fr, item.text.fr]), ...Object.values(investGuideMessages.fr)];
    expect(french.length).toBeGreaterThan(allItems.length);
    expectFrenchTypography(french);
  });
});

describe('InvestGuideView', () => {
  const render = (headingLevel = 2, options?: RenderOptions) => renderWithLanguage(<InvestGuideView headingLevel={headingLevel} guide={investGuide} />, options);

  it('shows four sections, the steps as an ordered list and the office’s links', () => {
    const host = render();
    expect([...host.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Pourquoi investir à Dtima\u00a0?',
      'L’accompagnement de la commune',
      'S’installer à Dtima, étape par étape',
      'Votre interlocuteur',
    ]);
    const steps = [...host.querySelectorAll('ol > li h3')].map((h) => h.textContent);
    expect(steps).toEqual(investGuide.steps.map((s) => s.title.fr));
    const office = offices.investment;
    const hrefs = [...host.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([telHref(office.phone), mailHref(office.email), '/business/investment']);
    expect(host.textContent).toContain(office.name.fr);
    expect(host.textContent).toContain(office.location.fr);
    expect(host.textContent).toContain(commune.officeHours.fr);
  });

  it('follows heading-level and the language', () => {
    const host = render(3, { lang: 'en' });
    expect(host.querySelectorAll('h2')).toHaveLength(0);
    expect(host.querySelector('h3')?.textContent).toBe('Why invest in Dtima?');
    expect(host.querySelectorAll('h4').length).toBe(allItems.length);
    expect(host.textContent).toContain('Investment Promotion Office');
  });
});
