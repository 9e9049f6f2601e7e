import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { offices } from '../../content/commune';
import { defineWidget } from '../../kit/define-widget';
import { deepActiveElement, expectAccessible, mountElement, resetPage } from '../../testing/kit';
import { Button } from '../../kit/ui/Button';
import { ContactDialog } from './ContactDialog';

function ContactProbe({ titled }: { titled: boolean }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Contact</Button>
      <ContactDialog
        office={offices.tourism}
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={titled ? 'Réserver une expérience' : undefined}
        intro={titled ? 'Appelez ou écrivez à l’office.' : undefined}
      />
    </>
  );
}

defineWidget('commune-ui-contact-probe', ContactProbe, {
  summary: 'UI kit test: ContactDialog',
  props: { titled: { type: 'boolean', default: false, doc: '' } },
});

afterEach(resetPage);

/** Opens the dialog and waits for its entrance to end, so colours are checked at rest. */
async function open(el: HTMLElement) {
  await page.getByRole('button', { name: 'Contact' }).click();
  await expect.element(page.getByRole('dialog')).toBeVisible();
  await Promise.all(el.shadowRoot!.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
}

describe('ContactDialog', () => {
  it('shows the office’s phone and email as links, its address and the opening hours, in French', async () => {
    const el = await mountElement('commune-ui-contact-probe', { lang: 'fr' });
    await open(el);
    const dialog = page.getByRole('dialog', { name: 'Office communal du tourisme' });
    await expect.element(dialog).toBeVisible();
    await expect.element(page.getByRole('link', { name: '+237 222 29 14 57' })).toHaveAttribute('href', 'tel:+237222291457');
    await expect.element(page.getByRole('link', { name: 'tourisme@commune-dtima.cm' })).toHaveAttribute('href', 'mailto:tourisme@commune-dtima.cm');
    await expect.element(page.getByText('Place des Fêtes, face au marché central')).toBeVisible();
    await expect.element(page.getByText('Du lundi au vendredi, de 7\u00a0h\u00a030 à 15\u00a0h\u00a030')).toBeVisible();
    await expect.element(page.getByText('Téléphone')).toBeVisible();
    await expectAccessible(el);
  });

  it('speaks English, takes a title and an intro, and gives focus back when closed', async () => {
    const el = await mountElement('commune-ui-contact-probe', { lang: 'en', attributes: { titled: 'true' } });
    await open(el);
    await expect.element(page.getByRole('dialog', { name: 'Réserver une expérience' })).toBeVisible();
    await expect.element(page.getByText('Appelez ou écrivez à l’office.')).toBeVisible();
    await expect.element(page.getByText('Council Tourism Office')).toBeVisible();
    await expect.element(page.getByText('Opening hours')).toBeVisible();
    await expect.element(page.getByText('Monday to Friday, 7.30\u00a0am to 3.30\u00a0pm')).toBeVisible();
    await expect.element(page.getByRole('link', { name: '+237 222 29 14 57' })).toHaveAttribute('href', 'tel:+237222291457');
    await expectAccessible(el);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(() => deepActiveElement()?.textContent).toBe('Contact');
  });
});
