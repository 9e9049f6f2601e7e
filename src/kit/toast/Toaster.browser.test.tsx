import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { deepActiveElement } from '../../testing/kit';
import { setLanguage } from '../../runtime/store';
import { TOAST_LIMITS } from './constants';
import { toastQueue } from './queue';
import { toast } from './toast';

beforeEach(async () => {
  setLanguage('fr');
  await page.viewport(1280, 800);
});

afterEach(() => {
  toastQueue.clear();
  document.body.replaceChildren();
  setLanguage('fr');
});

const region = () => page.getByRole('region', { name: 'Notifications' });
const toaster = () => document.querySelector('commune-toaster') as HTMLElement;
const shadow = () => toaster().shadowRoot!;
const items = () => [...shadow().querySelectorAll<HTMLLIElement>('li.toast')];

/** A pointer drag on the toast, from its middle, `dx` pixels to the right. */
function drag(target: HTMLElement, dx: number) {
  const box = target.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const init = { bubbles: true, composed: true, cancelable: true, pointerId: 1, isPrimary: true, pointerType: 'mouse', button: 0, buttons: 1, clientY: y };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: x }));
  for (let step = 1; step <= 4; step++) target.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: x + (dx * step) / 4 }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0, clientX: x + dx }));
}

function addButton(label: string) {
  const button = document.createElement('button');
  button.textContent = label;
  document.body.append(button);
  return button;
}

describe('toasts', () => {
  it('shows a toast in a “Notifications” region with a close button', async () => {
    toast.success('Article créé', { description: 'L’article a été créé avec succès.' });
    await expect.element(region()).toBeVisible();
    await expect.element(region().getByRole('status')).toHaveTextContent('Article crééL’article a été créé avec succès.');
    await expect.element(region().getByRole('button', { name: 'Fermer la notification' })).toBeVisible();
    expect(region().element().getAttribute('aria-keyshortcuts')).toBe('Alt+T');
  });

  it('offers one action after the text: pressing it runs it and closes the toast, by keyboard too', async () => {
    let undone = 0;
    toast.success('Succès', { description: 'L’article a été mis à la corbeille.', action: { label: { fr: 'Annuler', en: 'Undo' }, onAction: () => (undone += 1) } });
    const undo = region().getByRole('button', { name: 'Annuler', exact: true });
    await expect.element(undo).toBeVisible();
    setLanguage('en');
    await expect.element(region().getByRole('button', { name: 'Undo', exact: true })).toBeVisible();
    await userEvent.keyboard('{Alt>}t{/Alt}');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    expect(undone).toBe(1);
    await expect.poll(() => items().length).toBe(0);
  });

  it('keeps a toast with an action 8 s, twice the others', async () => {
    toast.success('Succès', { action: { label: 'Annuler', onAction: () => undefined } });
    expect(toastQueue.getSnapshot().toasts[0]!.action).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, TOAST_LIMITS.duration + 300));
    expect(items()).toHaveLength(1);
  });

  it('gives each type its role and icon: an alert for errors, a status otherwise', async () => {
    const expected = { success: 'status', info: 'status', warning: 'status', error: 'alert', loading: 'status' } as const;
    for (const [type, role] of Object.entries(expected)) {
      const id = type === 'loading' ? toast.loading() : toast[type as Exclude<keyof typeof expected, 'loading'>](`Titre ${type}`);
      const item = region().getByRole('listitem');
      await expect.element(item.getByRole(role)).toHaveTextContent(type === 'loading' ? 'Chargement…' : `Titre ${type}`);
      expect(item.element().getAttribute('data-type')).toBe(type);
      expect(item.element().querySelector('svg.toast__icon')).not.toBeNull();
      await expect.element(item.getByRole('button', { name: 'Fermer la notification' })).toBeVisible();
      toastQueue.dismiss(id);
      await expect.element(item).not.toBeInTheDocument();
    }
  });

  it('colours each type from the tokens', async () => {
    toast.error('Erreur');
    await expect.element(region().getByRole('alert')).toBeVisible();
    const item = items()[0];
    expect(getComputedStyle(item).borderInlineStartColor).toBe('rgb(179, 38, 30)'); // --commune-color-danger #b3261e
    expect(getComputedStyle(item.querySelector('.toast__icon')!).color).toBe('rgb(179, 38, 30)');
  });

  it('closes a toast with its close button', async () => {
    toast.info('Réunion du conseil', { description: 'Le conseil municipal se réunit jeudi à 10 h.' });
    await region().getByRole('button', { name: 'Fermer la notification' }).click();
    await expect.element(page.getByText('Réunion du conseil'), { timeout: 1000 }).not.toBeInTheDocument();
  });

  it('speaks English on request, and follows a language switch with bilingual text', async () => {
    setLanguage('en');
    toast.loading();
    toast.info({ fr: 'Nouvelle publication', en: 'New post' });
    await expect.element(page.getByText('Loading…')).toBeVisible();
    await expect.element(page.getByText('New post')).toBeVisible();
    await expect.element(region().getByRole('button', { name: 'Close notification' }).first()).toBeVisible();
    setLanguage('fr');
    await expect.element(page.getByText('Nouvelle publication')).toBeVisible();
    await expect.element(page.getByText('Chargement…')).toBeVisible();
  });

  it('turns a loading toast into a success, then into an alert', async () => {
    const id = toast.loading('Création de l’article…');
    await expect.element(region().getByRole('status')).toHaveTextContent('Création de l’article…');
    toast.update(id, { type: 'success', title: 'Succès', description: 'L’article a été créé avec succès.' });
    await expect.element(region().getByRole('status')).toHaveTextContent('SuccèsL’article a été créé avec succès.');
    toast.update(id, { type: 'error', title: 'Erreur', description: 'Échec de la création de l’article. Veuillez réessayer.' });
    await expect.element(region().getByRole('alert')).toHaveTextContent('Erreur');
    expect(items()).toHaveLength(1);
  });

  it('closes a toast by itself after its duration', async () => {
    toast.info('Bref', { duration: 300 });
    await expect.element(page.getByText('Bref')).toBeVisible();
    await expect.element(page.getByText('Bref')).not.toBeInTheDocument();
  });

  it('shows three toasts at a time: a fourth waits for a free place', async () => {
    const ids = ['Un', 'Deux', 'Trois', 'Quatre'].map((title) => toast.info(title));
    await expect.element(page.getByText('Trois')).toBeVisible();
    expect(region().getByRole('listitem').all()).toHaveLength(3);
    expect(page.getByText('Quatre').query()).toBeNull();
    toast.dismiss(ids[0]);
    await expect.element(page.getByText('Quatre')).toBeVisible();
    expect(items().map((item) => item.textContent)).toEqual(['Deux', 'Trois', 'Quatre']);
  });

  it('is one region per page, appended to the body, 356 px wide and 32 px from the bottom-right corner', async () => {
    toast.success('Un');
    toast.warning('Deux');
    await expect.element(page.getByText('Deux')).toBeVisible();
    expect(document.querySelectorAll('commune-toaster')).toHaveLength(1);
    expect(toaster().parentElement).toBe(document.body);
    const section = region().element() as HTMLElement;
    const style = getComputedStyle(section);
    expect(style.position).toBe('fixed');
    expect(style.width).toBe(`${TOAST_LIMITS.width}px`);
    expect(style.right).toBe(`${TOAST_LIMITS.offset}px`);
    expect(style.bottom).toBe(`${TOAST_LIMITS.offset}px`);
    const box = section.getBoundingClientRect();
    expect(Math.round(innerWidth - box.right)).toBe(32);
    expect(Math.round(innerHeight - box.bottom)).toBe(32);
    expect(getComputedStyle(shadow().querySelector('ol')!).rowGap).toBe(`${TOAST_LIMITS.gap}px`);
    const [first, second] = items().map((item) => item.getBoundingClientRect());
    expect(Math.round(second.top - first.bottom)).toBe(14);
  });

  it('uses a region the host placed itself, in its chosen corner', async () => {
    document.body.insertAdjacentHTML('beforeend', '<commune-toaster position="top-left"></commune-toaster>');
    toast.info('En haut à gauche');
    await expect.element(page.getByText('En haut à gauche')).toBeVisible();
    expect(document.querySelectorAll('commune-toaster')).toHaveLength(1);
    const style = getComputedStyle(region().element());
    expect([style.top, style.left]).toEqual(['32px', '32px']);
  });

  it('moves focus to the region with Alt+T, and gives it back when the last toast closes', async () => {
    const before = addButton('Publier');
    before.focus();
    toast.success('Article publié');
    toast.info('Rappel');
    await expect.element(page.getByText('Rappel')).toBeVisible();
    await userEvent.keyboard('{Alt>}t{/Alt}');
    expect(deepActiveElement()).toBe(region().element());
    await userEvent.keyboard('{Tab}');
    const [firstClose, secondClose] = region().getByRole('button', { name: 'Fermer la notification' }).elements();
    expect(deepActiveElement()).toBe(firstClose);
    await userEvent.keyboard('{Enter}');
    // Keyboard users stay among the toasts…
    expect(deepActiveElement()).toBe(secondClose);
    await expect.element(page.getByText('Article publié')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    // …and go back where they were once none is left.
    await expect.element(region()).not.toBeInTheDocument();
    expect(deepActiveElement()).toBe(before);
  });

  it('gives focus back to the page after a pointer press on a close button, so timers run again', async () => {
    const before = addButton('Publier');
    before.focus();
    toast.success('Premier');
    toast.info('Second');
    await region().getByRole('button', { name: 'Fermer la notification' }).first().click();
    await expect.element(page.getByText('Premier')).not.toBeInTheDocument();
    expect(deepActiveElement()).toBe(before);
    await userEvent.unhover(region());
    expect(toastQueue.paused).toBe(false);
  });

  it('removes a toast without animation when the person prefers reduced motion', async () => {
    await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: 'reduce' }] });
    try {
      const id = toast.info('Sans animation');
      await expect.element(page.getByText('Sans animation')).toBeVisible();
      toast.dismiss(id);
      expect(toastQueue.getSnapshot().toasts).toEqual([]);
      await expect.element(page.getByText('Sans animation'), { timeout: 100 }).not.toBeInTheDocument();
    } finally {
      await cdp().send('Emulation.setEmulatedMedia', { features: [] });
    }
  });

  it('does nothing on Alt+T when there is no toast', async () => {
    const before = addButton('Rechercher');
    before.focus();
    await userEvent.keyboard('{Alt>}t{/Alt}');
    expect(deepActiveElement()).toBe(before);
  });

  it('dismisses a toast swiped more than 20 px to the right', async () => {
    toast.success('À glisser', { duration: 60_000 });
    await expect.element(page.getByText('À glisser')).toBeVisible();
    drag(items()[0], 30);
    await expect.element(page.getByText('À glisser'), { timeout: 1000 }).not.toBeInTheDocument();
  });

  it('springs a toast back when the swipe is 20 px or less', async () => {
    toast.success('Reste là', { duration: 60_000 });
    await expect.element(page.getByText('Reste là')).toBeVisible();
    const item = items()[0];
    drag(item, 15);
    drag(item, TOAST_LIMITS.swipeThreshold);
    expect(item.style.getPropertyValue('--commune-toast-swipe')).toBe('0px');
    await new Promise((resolve) => setTimeout(resolve, TOAST_LIMITS.removeDelay + 100));
    expect(item.isConnected).toBe(true);
    expect(item.dataset.phase).toBe('open');
    // A leftward drag does not move it either.
    drag(item, -80);
    expect(item.dataset.phase).toBe('open');
  });

  it('pauses its timer while hovered', async () => {
    toast.info('Survolé', { duration: 1500 });
    await expect.element(page.getByText('Survolé')).toBeVisible();
    await userEvent.hover(page.getByText('Survolé'));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await expect.element(page.getByText('Survolé')).toBeVisible();
    await userEvent.unhover(page.getByText('Survolé'));
    await expect.element(page.getByText('Survolé')).not.toBeInTheDocument();
  });
});
