import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { serviceIds } from '../../content/services';
import { LanguageProvider } from '../../runtime/i18n/react';
import { LANGUAGES, setLanguage } from '../../runtime/store';
import { serviceMessages } from './messages';
import { Service } from './Service';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function render(service: (typeof serviceIds)[number]) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<LanguageProvider><Service service={service} headingLevel={2} /></LanguageProvider>));
  return { container, text: (container.textContent ?? '').replace(/\s+/g, ' '), unmount: () => act(() => root.unmount()) };
}

afterEach(() => {
  document.body.replaceChildren();
  setLanguage('fr');
});

describe('<Service>', () => {
  it('shows amounts in FCFA in each language’s format, « Gratuit » when free', async () => {
    const licences = await render('licenses');
    expect(licences.text).toContain('50 000 FCFA par an');
    expect(licences.text).toContain('25 000 FCFA par mois');
    await licences.unmount();
    setLanguage('en');
    const english = await render('licenses');
    expect(english.text).toContain('50,000 FCFA per year');
    await english.unmount();
    const birth = await render('birth-certificate');
    expect(birth.text).toContain('Free');
  });

  it('renders every service in both languages, with its seven sections and six other services', async () => {
    for (const lang of LANGUAGES) {
      setLanguage(lang);
      for (const id of serviceIds) {
        const page = await render(id);
        const headings = [...page.container.querySelectorAll('h2')].map((heading) => heading.textContent);
        expect(headings, `${id} ${lang}`).toHaveLength(8);
        expect(page.container.querySelectorAll('nav a'), `${id} ${lang}`).toHaveLength(7);
        expect(page.container.querySelector('a[href^="tel:+237"]'), `${id} ${lang}`).not.toBeNull();
        // Every heading is a translated message, never a missing key shown as itself.
        const messages = new Set<string>(Object.values(serviceMessages[lang]));
        expect(headings.filter((heading) => !messages.has(heading ?? '')), `${id} ${lang}`).toEqual([]);
        await page.unmount();
      }
    }
  });
});
