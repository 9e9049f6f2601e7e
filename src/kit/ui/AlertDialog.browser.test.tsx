import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defineWidget } from '../../kit/define-widget';
import { useHostEvent } from '../../runtime/element';
import { deepActiveElement, expectAccessible, mountElement, resetPage } from '../../testing/kit';
import { adminKitCss } from './admin-styles';
import { AlertDialog } from './AlertDialog';
import { Button } from './Button';
import { Sheet } from './Sheet';
import { TextField } from './TextField';

/** A Delete button asking for confirmation; each outcome is reported as an event on the host. */
function DeleteProbe() {
  const [isOpen, setOpen] = useState(false);
  const emit = useHostEvent();
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Supprimer l’actualité
      </Button>
      <AlertDialog
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          if (!open) emit('commune-probe-closed', null);
        }}
        title="Supprimer cette actualité ?"
        confirmLabel="Supprimer"
        onConfirm={() => {
          emit('commune-probe-confirmed', null);
        }}
      >
        <p>« Réouverture du marché à bétail » disparaîtra du site. Cette action est définitive.</p>
      </AlertDialog>
    </>
  );
}

defineWidget('commune-ui-alert-probe', DeleteProbe, { summary: 'Admin kit test: AlertDialog', props: {}, css: [adminKitCss] });

/** The Create panel: a side sheet with a field, Cancel and Save in its footer. */
function SheetProbe() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Nouvelle actualité</Button>
      <Sheet
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Nouvelle actualité"
        footer={
          <Button variant="secondary" onPress={() => setOpen(false)}>
            Annuler
          </Button>
        }
      >
        <TextField label="Titre" />
      </Sheet>
    </>
  );
}

defineWidget('commune-ui-sheet-probe', SheetProbe, { summary: 'Admin kit test: Sheet', props: {}, css: [adminKitCss] });

afterEach(async () => {
  resetPage();
  await page.viewport(414, 896);
});

function listen(el: HTMLElement) {
  const heard: string[] = [];
  for (const name of ['commune-probe-confirmed', 'commune-probe-closed']) el.addEventListener(name, () => heard.push(name.replace('commune-probe-', '')));
  return heard;
}

async function openAlert(el: HTMLElement) {
  await page.getByRole('button', { name: 'Supprimer l’actualité' }).click();
  await expect.element(page.getByRole('alertdialog', { name: 'Supprimer cette actualité ?' })).toBeVisible();
  await Promise.all(el.shadowRoot!.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
}

describe('AlertDialog', () => {
  it('is an alertdialog named by its question, described by its message, focus on Cancel', async () => {
    const el = await mountElement('commune-ui-alert-probe', { lang: 'fr' });
    await expectAccessible(el);
    await openAlert(el);
    const dialog = page.getByRole('alertdialog');
    const root = el.shadowRoot!;
    expect(root.getElementById(dialog.element().getAttribute('aria-describedby')!)?.textContent).toContain('Cette action est définitive.');
    await expect.poll(deepActiveElement).toBe(page.getByRole('button', { name: 'Annuler' }).element());
    await expectAccessible(el);
  });

  it('confirms with its action button, and closes', async () => {
    const el = await mountElement('commune-ui-alert-probe', { lang: 'fr' });
    const heard = listen(el);
    await openAlert(el);
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(heard).toEqual(['confirmed', 'closed']);
  });

  it('cancels with Cancel (named in the page language) or Escape, not with a click outside', async () => {
    const el = await mountElement('commune-ui-alert-probe', { lang: 'en' });
    const heard = listen(el);
    await openAlert(el);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    await expect.poll(() => deepActiveElement()?.textContent).toBe('Supprimer l’actualité');

    await openAlert(el);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();

    await openAlert(el);
    await userEvent.click(el.shadowRoot!.querySelector('.ui-overlay')!, { position: { x: 5, y: 5 } });
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(heard).toEqual(['closed', 'closed', 'closed']);
  });
});

describe('Sheet', () => {
  it('opens from the side with a visible, named close button and a footer', async () => {
    await page.viewport(1280, 800);
    const el = await mountElement('commune-ui-sheet-probe', { lang: 'fr' });
    await page.getByRole('button', { name: 'Nouvelle actualité' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle actualité' });
    await expect.element(dialog).toBeVisible();
    await Promise.all(el.shadowRoot!.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    const box = dialog.element().closest('.ui-modal')!.getBoundingClientRect();
    expect(Math.round(box.right)).toBe(1280);
    expect(Math.round(box.height)).toBe(800);
    await expect.element(page.getByRole('button', { name: 'Fermer' })).toBeVisible();
    await expectAccessible(el);
    await page.getByRole('button', { name: 'Annuler' }).click();
    await expect.element(dialog).not.toBeInTheDocument();

    await page.getByRole('button', { name: 'Nouvelle actualité' }).click();
    await page.getByRole('button', { name: 'Fermer' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
});
