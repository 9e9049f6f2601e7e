import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { navigation } from '../../content/navigation';
import { setLanguage } from '../../runtime/store';
import { isCurrentPage, pageAddress } from '../../runtime/current-page';
import { foldForSearch } from '../../shared/search';
import { searchPages } from '../../features/site-search';
import './header.element';

describe('searchPages', () => {
  it('ignores case, accents and the kind of apostrophe', () => {
    expect(foldForSearch('Opportunités d’investissement')).toBe("opportunites d'investissement");
    expect(searchPages('HOTEL', 'fr').map((match) => match.label)).toEqual(['Hôtels et hébergement']);
    expect(searchPages("d'investissement", 'fr').map((match) => match.href)).toEqual(['/business/investment']);
  });

  it('needs every word, and finds names in either language', () => {
    expect(searchPages('taxes municipales', 'fr')).toEqual([{ href: '/business/taxes', label: 'Taxes municipales', group: 'Entreprises' }]);
    expect(searchPages('mayor', 'fr').map((match) => match.label)).toEqual(['Rencontrer le maire', 'Biographie du maire']);
    expect(searchPages('maire', 'en').map((match) => match.label)).toEqual(['Meet the Mayor', 'The Mayor’s Biography']);
  });

  it('finds the pages outside the menus too: services, news, the biography', () => {
    expect(searchPages('naissance', 'fr')).toEqual([{ href: '/services/birth-certificate', label: 'Acte de naissance', group: 'Services' }]);
    expect(searchPages('marriage', 'en').map((match) => match.href)).toEqual(['/services/marriage']);
    expect(searchPages('flash', 'fr').map((match) => match.href)).toEqual(['/flash-news']);
  });

  it('lists a menu’s pages when its name is searched', () => {
    const business = navigation.find((group) => group.id === 'business')!;
    expect(searchPages('entreprises', 'fr').map((match) => match.href)).toEqual(business.items.map((item) => item.href));
    expect(searchPages('visitors touris', 'en').map((match) => match.label)).toEqual(['Tourism', 'Tourist Attractions']);
  });

  it('finds nothing for an empty or unknown query', () => {
    expect(searchPages('   ', 'fr')).toEqual([]);
    expect(searchPages('piscine', 'fr')).toEqual([]);
  });
});

describe('isCurrentPage', () => {
  it('treats a trailing slash and index.html as the same page', () => {
    expect(isCurrentPage('/events', '/events/')).toBe(true);
    expect(isCurrentPage('/events', '/events/index.html')).toBe(true);
    expect(isCurrentPage('/events', 'https://example.org/events?lang=en')).toBe(true);
    expect(pageAddress('/')).toEqual({ pathname: '/', hash: '' });
  });

  it('marks a link to a section only while that section is in the address', () => {
    expect(isCurrentPage('/guide-pratique#hotels', '/guide-pratique')).toBe(false);
    expect(isCurrentPage('/guide-pratique#hotels', '/guide-pratique#hotels')).toBe(true);
    expect(isCurrentPage('/guide-pratique', '/guide-pratique#hotels')).toBe(true);
  });

  it('does not mark other pages', () => {
    expect(isCurrentPage('/events', '/')).toBe(false);
    expect(isCurrentPage('/business/taxes', '/business')).toBe(false);
    expect(isCurrentPage('/events', '')).toBe(false);
  });
});

describe('<commune-header> in happy-dom', () => {
  beforeEach(() => setLanguage('fr'));
  afterEach(() => document.body.replaceChildren());

  const mount = async (html: string) => {
    document.body.innerHTML = html;
    const element = document.body.firstElementChild as HTMLElement;
    await expect.poll(() => element.shadowRoot?.querySelector('.brand')).toBeTruthy();
    return element.shadowRoot!;
  };

  it('renders the four menus, the home link and the current page from current-path', async () => {
    const root = await mount('<commune-header current-path="/government/council"></commune-header>');
    const summaries = [...root.querySelectorAll('.desktop-nav details > summary')].map((summary) => summary.textContent);
    expect(summaries).toEqual(['Gouvernance', 'Résidents', 'Visiteurs', 'Entreprises']);
    expect(root.querySelector('.brand')?.getAttribute('href')).toBe('/');
    expect(root.querySelector('.brand')?.textContent).toContain('Commune de Dtima');
    expect(root.querySelector('[aria-current="page"]')?.textContent).toBe('Conseil municipal');
    expect(root.querySelector('summary[data-current]')?.textContent).toBe('Gouvernance');
  });

  it('opens a menu on a click of its summary, one at a time, and closes it on a second click', async () => {
    const root = await mount('<commune-header current-path="/"></commune-header>');
    const details = (group: string) => root.querySelector<HTMLDetailsElement>(`[data-group="${group}"] details`)!;
    const openGroups = () => [...root.querySelectorAll('.desktop-nav details[open]')].map((open) => open.closest<HTMLElement>('[data-group]')?.dataset.group);
    details('visitors').querySelector('summary')!.click();
    await expect.poll(openGroups).toEqual(['visitors']);
    details('business').querySelector('summary')!.click();
    await expect.poll(openGroups).toEqual(['business']);
    details('business').querySelector('summary')!.click();
    await expect.poll(openGroups).toEqual([]);
    // The small-screen menu is the same <details>, its links inside.
    const menu = root.querySelector<HTMLDetailsElement>('details.menu-details')!;
    menu.querySelector('summary')!.click();
    await expect.poll(() => menu.open).toBe(true);
    expect(menu.querySelector('a[href="/events"]')?.textContent).toBe('Événements');
  });

  it('follows the page’s language', async () => {
    const root = await mount('<commune-header></commune-header>');
    setLanguage('en');
    await expect.poll(() => root.querySelector('.desktop-nav summary')?.textContent).toBe('Government');
    expect(root.querySelector('.language-switch')?.textContent).toBe('EN Passer en français');
    expect(root.querySelector('.language-switch [lang="fr"]')?.textContent).toBe('Passer en français');
  });
});
