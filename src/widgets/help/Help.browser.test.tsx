import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { setLanguage } from '../../runtime/store';
import { renderShadowRoot } from '../../ssr/elements';
import { deepActiveElement, expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './help.element';

const TITLE_FR = 'Comment pouvons-nous vous aider\u00a0?';
const TITLE_EN = 'How can we help you?';
const POTHOLE_FR = 'Comment signaler un nid-de-poule\u00a0?';
const PERMIT_FR = 'Quels documents faut-il pour un permis de bâtir\u00a0?';
const GARBAGE_FR = 'Quels jours passe la collecte des ordures\u00a0?';

type HelpElement = HTMLElementTagNameMap['commune-help'];

beforeEach(() => setLanguage('fr'));

afterEach(async () => {
  // Close any open sheet first so react-aria releases the page (scroll lock, aria-hidden).
  for (const el of document.querySelectorAll('commune-help')) el.open = false;
  await new Promise((resolve) => setTimeout(resolve, 50));
  resetPage();
  await page.viewport(414, 896);
});

async function mount(attributes: Record<string, string> = {}): Promise<HelpElement> {
  document.body.insertAdjacentHTML('beforeend', '<main><h1>Page</h1><p>Contenu de la page.</p></main>');
  return mountElement<HelpElement>('commune-help', { attributes });
}

function triggerOf(el: HelpElement) {
  return el.shadowRoot!.querySelector<HTMLAnchorElement>('.help-trigger')!;
}

function dialogOf(el: HelpElement) {
  return el.shadowRoot!.querySelector<HTMLElement>('[role="dialog"]');
}

function recordToggles(el: HelpElement) {
  const seen: boolean[] = [];
  el.addEventListener('commune-help-toggle', (event) => seen.push(event.detail.open));
  return seen;
}

/** Waits for the slide and fade to end, so contrast and geometry are measured at rest. */
async function animationsDone(el: HelpElement) {
  await Promise.all(el.shadowRoot!.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
}

async function openByClick(el: HelpElement) {
  await page.getByRole('link', { name: 'Aide' }).click();
  await expect.element(page.getByRole('dialog', { name: TITLE_FR })).toBeVisible();
  await animationsDone(el);
  return dialogOf(el)!;
}

describe('<commune-help>', () => {
  it('has a labelled round button and no serious accessibility violations, closed or open', async () => {
    const el = await mount();
    const trigger = page.getByRole('link', { name: 'Aide' });
    await expect.element(trigger).toBeVisible();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    await expectAccessible(el);

    await openByClick(el);
    await expect.element(page.getByRole('heading', { level: 2, name: TITLE_FR })).toBeVisible();
    await expect.element(page.getByRole('searchbox', { name: 'Rechercher dans les questions fréquentes' })).toBeVisible();
    await expectAccessible(el);
  });

  it('opens by click: sheet in the shadow root, title, five questions, attribute and event follow', async () => {
    const el = await mount();
    const toggles = recordToggles(el);
    const dialog = await openByClick(el);

    expect(dialog.getRootNode()).toBe(el.shadowRoot);
    expect(dialog.querySelector('h2')!.textContent).toBe(TITLE_FR);
    await expect.element(page.getByRole('searchbox')).toHaveAttribute('placeholder', 'Rechercher dans les questions fréquentes…');
    await expect.element(page.getByRole('heading', { level: 3, name: 'Questions fréquentes' })).toBeVisible();
    const questions = page.getByRole('region', { name: 'Questions fréquentes' }).getByRole('button');
    expect(questions.elements().map((button) => button.textContent)).toEqual([
      'Comment obtenir une licence commerciale\u00a0?',
      GARBAGE_FR,
      'Où payer mes factures d’eau, d’électricité et mes taxes communales\u00a0?',
      PERMIT_FR,
      POTHOLE_FR,
    ]);
    expect(el.open).toBe(true);
    expect(el.hasAttribute('open')).toBe(true);
    expect(toggles).toEqual([true]);
    expect(triggerOf(el).getAttribute('aria-expanded')).toBe('true');
  });

  it('opens from the keyboard and moves focus into the sheet', async () => {
    const el = await mount();
    await userEvent.tab();
    await expect.poll(deepActiveElement).toBe(triggerOf(el));
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('dialog', { name: TITLE_FR })).toBeVisible();
    await expect.poll(() => dialogOf(el)?.contains(deepActiveElement())).toBe(true);

    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(deepActiveElement).toBe(triggerOf(el));
    await userEvent.keyboard(' ');
    await expect.element(page.getByRole('dialog', { name: TITLE_FR })).toBeVisible();
  });

  it('speaks English when the page is in English', async () => {
    setLanguage('en');
    await mount();
    await page.getByRole('link', { name: 'Help' }).click();
    await expect.element(page.getByRole('dialog', { name: TITLE_EN })).toBeVisible();
    await expect.element(page.getByRole('searchbox', { name: 'Search frequently asked questions' })).toHaveAttribute(
      'placeholder',
      'Search frequently asked questions...',
    );
    await expect.element(page.getByRole('heading', { level: 3, name: 'Popular Questions' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'How do I get a business licence?' })).toBeVisible();
  });

  it('filters questions and answers ignoring case and accents, and announces the count', async () => {
    await mount();
    await openByClick(document.querySelector('commune-help')!);
    const search = page.getByRole('searchbox');
    const questions = page.getByRole('region', { name: 'Questions fréquentes' }).getByRole('button');

    await search.fill('PERMIS');
    await expect.poll(() => questions.elements().map((b) => b.textContent)).toEqual([PERMIT_FR]);
    await expect.element(page.getByRole('status')).toHaveTextContent(/^1\squestion correspond à votre recherche\.$/);

    await search.fill('batir');
    await expect.poll(() => questions.elements().map((b) => b.textContent)).toEqual([PERMIT_FR]);

    await search.fill('ordures');
    await expect.poll(() => questions.elements().map((b) => b.textContent)).toEqual([GARBAGE_FR]);

    // Found in an answer only: the garbage schedule names the days.
    await search.fill('JEUDI');
    await expect.poll(() => questions.elements().map((b) => b.textContent)).toEqual([GARBAGE_FR]);

    // Answers mention mobile money twice (bills) and the town hall’s hours several times.
    await search.fill('mobile money');
    await expect.poll(() => questions.elements()).toHaveLength(1);
    await search.fill('mairie');
    await expect.poll(() => questions.elements().length).toBeGreaterThan(1);
    await expect.element(page.getByRole('status')).toHaveTextContent(/^\d+\squestions correspondent à votre recherche\.$/);

    await search.fill('');
    await expect.poll(() => questions.elements()).toHaveLength(5);
  });

  it('says "No results found." when nothing matches, in both languages', async () => {
    await mount();
    await openByClick(document.querySelector('commune-help')!);
    await page.getByRole('searchbox').fill('passeport biométrique');
    await expect.element(page.getByText('Aucun résultat.')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Questions fréquentes' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('status')).toHaveTextContent('Aucune question ne correspond à votre recherche.');

    setLanguage('en');
    await expect.element(page.getByText('No results found.')).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent('No question matches your search.');

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.element(page.getByRole('heading', { name: 'Popular Questions' })).toBeVisible();
  });

  it('shows an answer, and back returns to the list with focus on that question', async () => {
    const el = await mount();
    await openByClick(el);
    await page.getByRole('button', { name: POTHOLE_FR }).click();

    const answerHeading = page.getByRole('heading', { level: 3, name: POTHOLE_FR });
    await expect.element(answerHeading).toBeVisible();
    await expect.poll(deepActiveElement).toBe(answerHeading.element());
    await expect.element(page.getByText(/Appelez les services techniques de la mairie au \+237 222 29 14 50/)).toBeVisible();
    await expect.element(page.getByText('une photo du nid-de-poule', { exact: false })).toBeVisible();
    await expect.element(page.getByRole('searchbox')).not.toBeInTheDocument();
    const back = page.getByRole('button', { name: 'Retour aux questions' });
    await expect.element(back).toHaveTextContent('← Retour aux questions');

    // Back by keyboard: Shift+Tab from the heading reaches the back button.
    await userEvent.tab({ shift: true });
    await expect.poll(deepActiveElement).toBe(back.element());
    await userEvent.keyboard('{Enter}');
    const question = page.getByRole('button', { name: POTHOLE_FR });
    await expect.element(question).toBeVisible();
    await expect.poll(deepActiveElement).toBe(question.element());
  });

  it('keeps the search across an answer and the business licence answer gives the SPEC fee', async () => {
    await mount();
    await openByClick(document.querySelector('commune-help')!);
    await page.getByRole('searchbox').fill('licence');
    await page.getByRole('button', { name: 'Comment obtenir une licence commerciale\u00a0?' }).click();
    await expect.element(page.getByText(/La licence coûte 50\u202f000\u00a0FCFA par an/)).toBeVisible();
    await expect.element(page.getByText(/sous 15\u00a0jours/)).toBeVisible();
    await page.getByRole('button', { name: 'Retour aux questions' }).click();
    await expect.element(page.getByRole('searchbox')).toHaveValue('licence');
  });

  it('closes with Escape and gives focus back to the round button', async () => {
    const el = await mount();
    const toggles = recordToggles(el);
    await openByClick(el);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(deepActiveElement).toBe(triggerOf(el));
    expect(el.open).toBe(false);
    expect(el.hasAttribute('open')).toBe(false);
    expect(toggles).toEqual([true, false]);
  });

  it('closes with the close button and with a click on the backdrop', async () => {
    const el = await mount();
    await openByClick(el);
    await page.getByRole('button', { name: 'Fermer l’aide' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(deepActiveElement).toBe(triggerOf(el));

    await openByClick(el);
    const overlay = el.shadowRoot!.querySelector<HTMLElement>('.ui-overlay')!;
    await page.elementLocator(overlay).click({ position: { x: 20, y: 200 } });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(el.open).toBe(false);
  });

  it('keeps Tab inside the open sheet', async () => {
    const el = await mount();
    const dialog = await openByClick(el);
    for (let step = 0; step < 12; step++) {
      await userEvent.tab();
      expect(dialog.contains(deepActiveElement()), `Tab ${step + 1} left the sheet`).toBe(true);
    }
    for (let step = 0; step < 4; step++) {
      await userEvent.tab({ shift: true });
      expect(dialog.contains(deepActiveElement()), `Shift+Tab ${step + 1} left the sheet`).toBe(true);
    }
  });

  it('follows a language switch while open, in the list and in an answer', async () => {
    await mount();
    await openByClick(document.querySelector('commune-help')!);
    setLanguage('en');
    await expect.element(page.getByRole('dialog', { name: TITLE_EN })).toBeVisible();
    await expect.element(page.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search frequently asked questions...');
    await page.getByRole('button', { name: 'When is garbage collected?' }).click();
    await expect.element(page.getByText('in residential areas, on Mondays and Thursdays;')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Back to questions' })).toHaveTextContent('← Back to questions');
    setLanguage('fr');
    await expect.element(page.getByText('dans les quartiers résidentiels, le lundi et le jeudi\u00a0;')).toBeVisible();
    await expect.element(page.getByText('dans les zones commerciales, le mardi et le vendredi.')).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 3, name: GARBAGE_FR })).toBeVisible();
  });

  it('opens on load from the bare attribute and follows the open property', async () => {
    const el = await mount({ open: '' });
    const toggles = recordToggles(el);
    await expect.element(page.getByRole('dialog', { name: TITLE_FR })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(deepActiveElement).toBe(triggerOf(el));
    expect(el.hasAttribute('open')).toBe(false);

    el.open = true;
    await expect.element(page.getByRole('dialog', { name: TITLE_FR })).toBeVisible();
    el.open = false;
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(toggles).toEqual([false, true, false]);
  });

  it('is 540 px wide on a desktop and 90% of a 390 px phone, with a 48 px button in the corner', async () => {
    await page.viewport(1280, 800);
    const el = await mount();
    let dialog = await openByClick(el);
    const sheet = () => el.shadowRoot!.querySelector<HTMLElement>('.help-sheet')!;
    expect(getComputedStyle(sheet()).width).toBe('540px');
    expect(getComputedStyle(sheet()).position).toBe('fixed');
    await expect.poll(() => Math.round(sheet().getBoundingClientRect().right)).toBe(1280);
    expect(dialog.isConnected).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();

    await page.viewport(390, 844);
    const box = triggerOf(el).getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(48);
    expect(box.height).toBeGreaterThanOrEqual(48);
    expect(box.right).toBeLessThanOrEqual(390 - 16);
    expect(box.bottom).toBeLessThanOrEqual(844 - 16);
    expect(getComputedStyle(triggerOf(el)).position).toBe('fixed');
    dialog = await openByClick(el);
    expect(getComputedStyle(sheet()).width).toBe('351px');
    expect(dialog.getRootNode()).toBe(el.shadowRoot);
  });

  it('slides in normally, and does not slide when the visitor asks for reduced motion', async () => {
    /** The sheet’s animation while react-aria marks it as entering. */
    async function enteringAnimation(el: HelpElement): Promise<string[]> {
      const seen: string[] = [];
      const observer = new MutationObserver(() => {
        const sheet = el.shadowRoot!.querySelector('.help-sheet[data-entering]');
        if (sheet) seen.push(getComputedStyle(sheet).animationName);
      });
      observer.observe(el.shadowRoot!, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-entering'] });
      await page.getByRole('link', { name: 'Aide' }).click();
      await expect.element(page.getByRole('dialog', { name: TITLE_FR })).toBeVisible();
      observer.disconnect();
      el.open = false;
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
      return [...new Set(seen)];
    }

    const el = await mount();
    expect(await enteringAnimation(el)).toEqual(['ui-slide']);
    await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: 'reduce' }] });
    try {
      expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
      expect(await enteringAnimation(el)).not.toContain('ui-slide');
    } finally {
      await cdp().send('Emulation.setEmulatedMedia', { features: [] });
    }
  });
});

describe('<commune-help> without script', () => {
  it('is a link to the help page, with the same name and look', async () => {
    const html = renderShadowRoot('commune-help', {}, { lang: 'fr', read: new Set() })!;
    const wrapper = document.createElement('div');
    wrapper.setHTMLUnsafe(`<commune-help-static>${html}</commune-help-static>`);
    document.body.append(wrapper);
    const link = page.getByRole('link', { name: 'Aide' });
    await expect.element(link).toHaveAttribute('href', '/aide');
    // Nothing promises a sheet that only the script can open.
    await expect.element(link).not.toHaveAttribute('aria-haspopup');
    await expect.element(link).not.toHaveAttribute('aria-expanded');
    const trigger = wrapper.firstElementChild!.shadowRoot!.querySelector('.help-trigger')!;
    expect(getComputedStyle(trigger).position).toBe('fixed');
    expect(getComputedStyle(trigger).borderRadius).not.toBe('0px');
  });
});

describe('<commune-help variant="page">', () => {
  const question = (name: string) => page.getByRole('heading', { level: 3, name });

  it('shows every question as a heading in one group, each answer opening in place, accessibly', async () => {
    const el = await mount({ variant: 'page' });
    await expect.element(page.getByRole('heading', { level: 1, name: TITLE_FR })).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 2, name: 'Questions fréquentes' })).toBeVisible();
    expect(page.getByRole('heading', { level: 3 }).elements()).toHaveLength(5);
    await expect.element(page.getByRole('heading', { level: 2, name: 'Vous ne trouvez pas votre réponse\u00a0?' })).toBeVisible();
    expect(el.shadowRoot!.querySelector('.help-trigger')).toBeNull();
    await expectAccessible(el);

    await expect.element(page.getByText(/balisé dans les 48/)).not.toBeVisible();
    await question(POTHOLE_FR).click();
    await expect.element(page.getByText(/balisé dans les 48/)).toBeVisible();
    await question(GARBAGE_FR).click();
    await expect.element(page.getByText(/balisé dans les 48/)).toBeVisible();
    await expectAccessible(el);
  });

  it('takes a heading level and speaks English', async () => {
    setLanguage('en');
    await mount({ variant: 'page', 'heading-level': '2' });
    await expect.element(page.getByRole('heading', { level: 2, name: TITLE_EN })).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 4, name: 'How do I get a business licence?' })).toBeVisible();
  });

  it('is all there before any script, each answer in a closed details', async () => {
    const html = renderShadowRoot('commune-help', { variant: 'page' }, { lang: 'fr', read: new Set() })!;
    const wrapper = document.createElement('div');
    wrapper.setHTMLUnsafe(`<commune-help-static variant="page">${html}</commune-help-static>`);
    document.body.append(wrapper);
    const shadow = wrapper.firstElementChild!.shadowRoot!;
    expect(shadow.querySelectorAll('details')).toHaveLength(5);
    expect(shadow.textContent).toContain('50\u202f000\u00a0FCFA');
    await question(PERMIT_FR).click();
    await expect.element(page.getByText(/titre foncier/)).toBeVisible();
  });
});
