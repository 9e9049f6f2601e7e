import { describe, expect, it } from 'vitest';
import { collectionPages } from '../admin/collection/pages';
import { pageHead } from './head';
import { documentTitle, elementTags, findRoute, htmlFileFor, isAdminPath, normalizePath, routeHeading, routes } from './routes';
import { renderToString } from './static-html';
import { pageView, type ViewContext } from './views';

/** SPEC §2, every public and admin route, as written there. */
const SPEC_PUBLIC = [
  '/',
  '/services/administrative',
  '/services/technical',
  '/services/tax',
  '/services/bills',
  '/services/licenses',
  '/services/stamp',
  '/services/birth-certificate',
  '/services/marriage',
  '/investir',
  '/flash-news',
  '/visitors/tourism',
  '/government/meet-mayor',
  '/government/biography',
  '/government/partners',
  '/government/council',
  '/residents/points-of-interest',
  '/guide-pratique',
  '/events',
  '/business/investment',
  '/business/tenders',
  '/business/licenses',
  '/business/taxes',
  '/business/projects',
];
const SPEC_ADMIN = [
  '/admin-dtima',
  '/admin-dtima/content/news',
  '/admin-dtima/content/events',
  '/admin-dtima/content/programs',
  '/admin-dtima/content/quick-links',
  '/admin-dtima/content/mayor',
  '/admin-dtima/pages',
  '/admin-dtima/events',
  '/admin-dtima/quick-links',
  '/admin-dtima/notifications',
  '/admin-dtima/settings',
  '/admin-dtima/trash',
];
/** Added with the content server: the staff sign-in page, in the admin area but outside its frame. */
const SIGN_IN = '/admin-dtima/login';
/** Added with the server-rendered pages: the help as a page, where the help button leads without script. */
const HELP = '/aide';
/** The generic screen of each collection without a screen of its own (none today; `npm run new-collection` adds one). */
const COLLECTIONS = collectionPages.map((page) => page.path);
/** Added with the site's search: the results page, where the search boxes send the words. */
const SEARCH = '/recherche';
/** What a public body owes its readers (issue 15), linked from the footer. */
const LEGAL = ['/mentions-legales', '/confidentialite', '/accessibilite'];

describe('route table', () => {
  it('has every route of SPEC §2, the sign-in page, the generic collection screens and nothing else, each once', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_PUBLIC, HELP, SEARCH, ...LEGAL, ...SPEC_ADMIN, SIGN_IN, ...COLLECTIONS].sort());
  });

  it('puts /admin-dtima routes in the admin area and the rest in the public one', () => {
    for (const path of SPEC_PUBLIC) expect(findRoute(path)?.area, path).toBe('public');
    for (const path of [...SPEC_ADMIN, SIGN_IN, ...COLLECTIONS]) expect(findRoute(path)?.area, path).toBe('admin');
  });

  it.each(collectionPages.map((page) => [page.path, page] as const))('places the generic screen of its collection at %s, titled with its name', (path, page) => {
    const route = findRoute(path)!;
    expect(route.title).toEqual(page.title);
    const markup = renderToString(pageView(route, { lang: 'fr', path }));
    expect(markup).toContain(`<commune-admin-collection collection="${page.collection}" heading-level="1">`);
  });

  it('gives every route a title, a description and a summary in French and English', () => {
    for (const route of routes) {
      for (const field of [route.title, route.description, route.summary]) {
        expect(field.fr.trim().length, route.path).toBeGreaterThan(2);
        expect(field.en.trim().length, route.path).toBeGreaterThan(2);
      }
      // Translated, not copied (a few words are the same in both languages).
      expect(route.summary.fr, route.path).not.toBe(route.summary.en);
      expect(route.description.fr, route.path).not.toBe(route.description.en);
    }
  });

  it('uses the titles of the spec and the header menu', () => {
    const title = (path: string) => findRoute(path)!.title;
    expect(title('/government/meet-mayor')).toEqual({ fr: 'Rencontrer le maire', en: 'Meet the Mayor' });
    expect(title('/guide-pratique')).toEqual({ fr: 'Guide pratique', en: 'Practical Guide' });
    expect(title('/events')).toEqual({ fr: 'Événements', en: 'Events' });
    expect(title('/business/tenders')).toEqual({ fr: 'Appels d’offres et marchés', en: 'Tenders & Procurement' });
    expect(title('/admin-dtima/content/news').en).toBe('News Management');
    expect(routeHeading(findRoute('/')!, 'fr')).toBe('Bienvenue à la Commune de Dtima');
    expect(routeHeading(findRoute('/')!, 'en')).toBe('Welcome to Dtima Council');
  });

  it('writes French the French way: typographic apostrophes, no-break spaces, French numbers', () => {
    for (const route of routes) {
      for (const text of [route.title.fr, route.description.fr, route.summary.fr, route.title.en, route.summary.en]) {
        expect(text, route.path).not.toMatch(/'/);
      }
      for (const text of [route.description.fr, route.summary.fr]) {
        expect(text, route.path).not.toMatch(/ [:;?!%]/);
        expect(text, route.path).not.toMatch(/\S[:;?!]\s/);
      }
    }
    const investment = findRoute('/business/investment')!;
    expect(investment.summary.fr).toContain('150\u202f000');
    expect(investment.summary.fr).toContain('5,2\u202f%');
    expect(investment.summary.en).toContain('150,000');
    expect(investment.summary.en).toContain('5.2%');
  });

  it('has no placeholder text', () => {
    const placeholder = /coming soon|bientôt disponible|lorem|\btodo\b|\btbd\b|under construction|en construction|page en cours/i;
    for (const route of routes) {
      for (const text of [route.title, route.description, route.summary].flatMap((field) => [field.fr, field.en])) {
        expect(placeholder.test(text), `${route.path}: ${text}`).toBe(false);
      }
    }
  });

  it('gives every public page a page module whose view places the header, footer and help', () => {
    const context = (path: string): ViewContext => ({ lang: 'fr', path });
    for (const route of routes.filter((route) => route.area === 'public')) {
      expect(route.view, `${route.path} has a module in src/shell/pages`).toBeDefined();
      const markup = renderToString(pageView(route, context(route.path)));
      const tags = elementTags(markup);
      expect(tags, route.path).toEqual(expect.arrayContaining(['commune-alert', 'commune-header', 'commune-footer', 'commune-help']));
      // The help page's content is the help itself, as a page.
      const ownContent = route.path === HELP ? markup.includes('<commune-help variant="page">') : tags.length > 4;
      expect(ownContent, `${route.path} places its own content`).toBe(true);
    }
    const home = elementTags(renderToString(pageView(findRoute('/'), context('/'))));
    expect(home.filter((tag) => !['commune-alert', 'commune-header', 'commune-footer', 'commune-help'].includes(tag))).toEqual([
      'commune-hero',
      'commune-services',
      'commune-investment',
      'commune-programmes',
      'commune-flash-info',
      'commune-events',
      'commune-mayor',
      'commune-partners',
    ]);
  });

  it('frames every admin page with the admin header and sidebar around its screen', () => {
    for (const path of [...SPEC_ADMIN, ...COLLECTIONS]) {
      const route = findRoute(path)!;
      const markup = renderToString(pageView(route, { lang: 'fr', path }));
      const tags = elementTags(markup);
      expect(tags.slice(0, 2), path).toEqual(['commune-admin-header', 'commune-admin-sidebar']);
      expect(markup, path).toContain(`<commune-admin-header current-path="${path}">`);
      expect(markup, path).toContain(`<commune-admin-sidebar current-path="${path}">`);
      expect(tags, path).not.toEqual(expect.arrayContaining(['commune-header', 'commune-footer', 'commune-help']));
      const main = markup.slice(markup.indexOf('<main id="main"'));
      // A screen of its own (an element), or until then the page's heading and summary.
      expect(route.view ? elementTags(main).length : (main.match(/<h1 /g) ?? []).length, path).toBeGreaterThan(0);
    }
  });

  it('shows the sign-in page without the sidebar or the public elements, and keeps it out of search engines', () => {
    const markup = renderToString(pageView(findRoute(SIGN_IN), { lang: 'fr', path: SIGN_IN }));
    expect(elementTags(markup)).toEqual(['commune-admin-header', 'commune-admin-login']);
    expect(markup).toContain('<commune-admin-header variant="sign-in" current-path="/admin-dtima/login">');
    expect(markup).toContain('<commune-admin-login heading-level="1">');
    expect(markup).not.toContain('commune-admin-sidebar');
    expect(pageHead(findRoute(SIGN_IN), 'fr')).toMatchObject({ title: 'Espace du personnel · Commune de Dtima', noindex: true });
    expect(pageHead(findRoute(SIGN_IN), 'en').title).toBe('Staff sign-in · Dtima Council');
  });

  it('formats document titles with the commune name', () => {
    expect(documentTitle('Guide pratique', 'fr')).toBe('Guide pratique · Commune de Dtima');
    expect(documentTitle('Practical Guide', 'en')).toBe('Practical Guide · Dtima Council');
    expect(pageHead(findRoute('/')!, 'fr').title).toBe('Accueil · Commune de Dtima');
    expect(pageHead(findRoute('/events')!, 'en')).toEqual({
      title: 'Events · Dtima Council',
      description: findRoute('/events')!.description.en,
      noindex: false,
    });
    expect(pageHead(findRoute('/admin-dtima/settings')!, 'fr').noindex).toBe(true);
    expect(pageHead(undefined, 'fr').title).toBe('Page introuvable / Page not found · Commune de Dtima');
    expect(pageHead(undefined, 'en').title).toBe('Page not found / Page introuvable · Dtima Council');
  });

  it('finds a route whatever the trailing slash or index.html', () => {
    expect(normalizePath('/events/')).toBe('/events');
    expect(normalizePath('/events/index.html')).toBe('/events');
    expect(normalizePath('/index.html')).toBe('/');
    expect(normalizePath('/')).toBe('/');
    expect(findRoute('/guide-pratique/')?.path).toBe('/guide-pratique');
    expect(findRoute('/nowhere')).toBeUndefined();
    expect(findRoute('/Events')).toBeUndefined();
    expect(isAdminPath('/admin-dtima/')).toBe(true);
    expect(isAdminPath('/admin-dtimax')).toBe(false);
  });

  it('maps routes to the files the build writes', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/business/taxes')).toBe('business/taxes/index.html');
  });
});
