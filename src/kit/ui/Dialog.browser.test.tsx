import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defineWidget } from '../../kit/define-widget';
import { deepActiveElement, expectAccessible, mountElement, resetPage } from '../../testing/kit';
import { Button } from './Button';
import { Dialog } from './Dialog';

function DialogProbe({ variant }: { variant: 'center' | 'sheet' }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Voir les horaires</Button>
      <Dialog isOpen={isOpen} onOpenChange={setOpen} title="Horaires du marché" variant={variant} description="Marché central de Dtima">
        {({ close }) => (
          <>
            <p>Le mercredi et le samedi, de 6 h à 18 h.</p>
            <a href="/events">Événements</a>
            <Button variant="secondary" onPress={close}>
              Compris
            </Button>
          </>
        )}
      </Dialog>
    </>
  );
}

defineWidget('commune-ui-dialog-probe', DialogProbe, {
  summary: 'UI kit test: Dialog',
  props: { variant: { type: 'enum', values: ['center', 'sheet'], default: 'center', doc: '' } },
});

/** A notice with nothing to press in it, long or short: its body scrolls only when long. */
function NoticeProbe({ paragraphs }: { paragraphs: number }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Lire l’avis</Button>
      <Dialog isOpen={isOpen} onOpenChange={setOpen} title="Avis de coupure d’eau">
        {Array.from({ length: paragraphs }, (_, index) => (
          <p key={index}>Quartier {index + 1} : l’eau sera coupée de 8 h à 12 h pour l’entretien du château d’eau.</p>
        ))}
      </Dialog>
    </>
  );
}

defineWidget('commune-ui-notice-probe', NoticeProbe, {
  summary: 'UI kit test: Dialog whose body may scroll',
  props: { paragraphs: { type: 'number', default: 2, doc: '' } },
});

const TITLE = 'Horaires du marché';

async function open(el: HTMLElement) {
  await page.getByRole('button', { name: 'Voir les horaires' }).click();
  await expect.element(page.getByRole('dialog', { name: TITLE })).toBeVisible();
  await Promise.all(el.shadowRoot!.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  return el.shadowRoot!.querySelector<HTMLElement>('[role="dialog"]')!;
}

afterEach(async () => {
  resetPage();
  await page.viewport(414, 896);
});

describe('Dialog', () => {
  it('opens labelled by its title and described by its description, with focus inside', async () => {
    const el = await mountElement('commune-ui-dialog-probe', { lang: 'fr' });
    await expectAccessible(el);
    const dialog = await open(el);
    await expect.element(page.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
    expect(dialog.getAttribute('aria-labelledby')).toBe(el.shadowRoot!.querySelector('.ui-dialog__title')!.id);
    expect(el.shadowRoot!.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Marché central de Dtima');
    expect(dialog.contains(deepActiveElement())).toBe(true);
    await expectAccessible(el);
  });

  it('keeps Tab inside, closes on Escape and gives focus back to the trigger', async () => {
    const el = await mountElement('commune-ui-dialog-probe', { lang: 'fr' });
    const dialog = await open(el);
    const reached = new Set<string>();
    for (let step = 0; step < 6; step++) {
      await userEvent.keyboard('{Tab}');
      const active = deepActiveElement();
      expect(dialog.contains(active)).toBe(true);
      reached.add(active?.textContent || active?.getAttribute('aria-label') || '');
    }
    expect(reached).toEqual(new Set(['Fermer', 'Événements', 'Compris']));
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(dialog.contains(deepActiveElement())).toBe(true);

    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(() => deepActiveElement()?.textContent).toBe('Voir les horaires');
  });

  it('closes from its close button, named in the page language, and from the content', async () => {
    const el = await mountElement('commune-ui-dialog-probe', { lang: 'en' });
    await open(el);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(() => deepActiveElement()?.textContent).toBe('Voir les horaires');

    await open(el);
    await page.getByRole('button', { name: 'Compris' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets the keyboard reach a body that scrolls with nothing focusable in it, and only then', async () => {
    await page.viewport(1280, 600);
    const el = await mountElement('commune-ui-notice-probe', { lang: 'fr', attributes: { paragraphs: '30' } });
    await page.getByRole('button', { name: 'Lire l’avis' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Avis de coupure d’eau' })).toBeVisible();
    const body = el.shadowRoot!.querySelector<HTMLElement>('.ui-dialog__body')!;
    await expect.poll(() => body.tabIndex).toBe(0);
    await expect.element(page.getByRole('region', { name: 'Avis de coupure d’eau' })).toBeVisible();
    await Promise.all(el.shadowRoot!.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    await expectAccessible(el);

    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Tab}');
    expect(deepActiveElement()).toBe(body);
    await userEvent.keyboard('{PageDown}');
    await expect.poll(() => body.scrollTop).toBeGreaterThan(0);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    resetPage();

    const short = await mountElement('commune-ui-notice-probe', { lang: 'fr', attributes: { paragraphs: '2' } });
    await page.getByRole('button', { name: 'Lire l’avis' }).click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    const shortBody = short.shadowRoot!.querySelector<HTMLElement>('.ui-dialog__body')!;
    expect(shortBody.hasAttribute('tabindex')).toBe(false);
    expect(shortBody.getAttribute('role')).toBeNull();
  });

  it('as a sheet, is 540 px wide from 640 px and 90% of the viewport below', async () => {
    await page.viewport(1280, 800);
    const el = await mountElement('commune-ui-dialog-probe', { lang: 'fr', attributes: { variant: 'sheet' } });
    let dialog = await open(el);
    const sheet = dialog.closest<HTMLElement>('.ui-modal')!;
    let box = sheet.getBoundingClientRect();
    expect(Math.round(box.width)).toBe(540);
    expect(Math.round(box.right)).toBe(1280);
    expect(Math.round(box.height)).toBe(800);
    await expectAccessible(el);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();

    await page.viewport(400, 800);
    dialog = await open(el);
    box = dialog.closest<HTMLElement>('.ui-modal')!.getBoundingClientRect();
    expect(Math.round(box.width)).toBe(360);
  });
});
