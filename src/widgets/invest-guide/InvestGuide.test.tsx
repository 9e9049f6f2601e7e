import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commune, mailHref, offices, telHref } from '../../content/commune';
import { investGuide } from '../../content/invest-guide';
import { LanguageProvider } from '../../core/i18n/react';
import { setLanguage } from '../../core/store';
import { InvestGuideView } from './InvestGuide';
import { investGuideMessages } from './messages';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const allItems = [...investGuide.strengths, ...investGuide.support, ...investGuide.steps];

describe('the /investir content', () => {
  it('has strengths, support and ordered steps, complete in both languages', () => {
    expect(investGuide.strengths.length).toBeGreaterThanOrEqual(3);
    expect(investGuide.support.map((s) => s.id)).toEqual(expect.arrayContaining(['one-stop-desk', 'land', 'incentives']));
    expect(investGuide.steps.map((s) => s.id)).toEqual(['meet', 'register', 'land', 'permits', 'open']);
    for (const item of allItems) {
      for (const text of [item.title.fr, item.title.en, item.text.fr, item.text.en]) {
        expect(text.trim().length).toBeGreaterThan(3);
        expect(text).not.toContain("'");
      }
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
    for (const text of french) expect(text).not.toMatch(/ [:;?!»]|« /);
  });
});

describe('InvestGuideView', () => {
  let host: HTMLElement;
  let root: Root;

  beforeEach(() => {
    setLanguage('fr');
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });

  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  const render = (headingLevel = 2) =>
    act(() =>
      root.render(
        <LanguageProvider>
          <InvestGuideView headingLevel={headingLevel} guide={investGuide} />
        </LanguageProvider>,
      ),
    );

  it('shows four sections, the steps as an ordered list and the office’s links', () => {
    render();
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
    setLanguage('en');
    render(3);
    expect(host.querySelectorAll('h2')).toHaveLength(0);
    expect(host.querySelector('h3')?.textContent).toBe('Why invest in Dtima?');
    expect(host.querySelectorAll('h4').length).toBe(allItems.length);
    expect(host.textContent).toContain('Investment Promotion Office');
  });
});
