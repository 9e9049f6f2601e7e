import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defineWidget } from '../element';
import { expectAccessible, mountElement, resetPage } from '../../test/kit';
import { Accordion, type AccordionItem } from './Accordion';

const items: AccordionItem[] = [
  { id: 'sante', title: 'Santé', content: <p>Centre de santé intégré de Dtima, quartier Lamido.</p> },
  { id: 'education', title: 'Éducation', content: <p>École publique de Dtima-Centre, 12 salles de classe.</p> },
  { id: 'marches', title: 'Marchés', content: <p>Marché central, le mercredi et le samedi.</p> },
];

function ControlledAccordion() {
  const [open, setOpen] = useState<Set<Key>>(new Set(['marches']));
  return (
    <>
      <p>Ouverts : {[...open].join(',') || 'aucun'}</p>
      <button type="button" onClick={() => setOpen(new Set())}>
        Tout fermer
      </button>
      <Accordion items={items} headingLevel={3} expandedKeys={open} onExpandedChange={setOpen} />
    </>
  );
}

function AccordionProbe({ mode }: { mode: 'single' | 'multiple' | 'controlled' }) {
  if (mode === 'controlled') return <ControlledAccordion />;
  return <Accordion items={items} headingLevel={3} allowsMultipleExpanded={mode === 'multiple'} />;
}

defineWidget('commune-ui-accordion-probe', AccordionProbe, {
  summary: 'UI kit test: Accordion',
  props: { mode: { type: 'enum', values: ['single', 'multiple', 'controlled'], default: 'single', doc: '' } },
});

const trigger = (name: string) => page.getByRole('button', { name });

afterEach(resetPage);

describe('Accordion', () => {
  it('is accessible, with a heading per item and the item ids on the page', async () => {
    const el = await mountElement('commune-ui-accordion-probe', { lang: 'fr' });
    await expectAccessible(el);
    await expect.element(page.getByRole('heading', { level: 3, name: 'Santé' })).toBeVisible();
    for (const item of items) {
      const element = el.shadowRoot!.getElementById(item.id);
      expect(element?.querySelector('button')?.textContent).toBe(item.title);
    }
    await expect.element(trigger('Santé')).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByText('Centre de santé intégré')).not.toBeVisible();
  });

  it('keeps one item open at a time by default', async () => {
    const el = await mountElement('commune-ui-accordion-probe', { lang: 'fr' });
    await trigger('Santé').click();
    await expect.element(trigger('Santé')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByText('Centre de santé intégré')).toBeVisible();
    expect(el.shadowRoot!.getElementById('sante')!.hasAttribute('data-expanded')).toBe(true);

    await trigger('Éducation').click();
    await expect.element(trigger('Éducation')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(trigger('Santé')).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByText('Centre de santé intégré')).not.toBeVisible();
    await expectAccessible(el);
  });

  it('lets several items stay open with allowsMultipleExpanded', async () => {
    await mountElement('commune-ui-accordion-probe', { lang: 'fr', attributes: { mode: 'multiple' } });
    await trigger('Santé').click();
    await trigger('Marchés').click();
    await expect.element(trigger('Santé')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(trigger('Marchés')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByText('Marché central')).toBeVisible();
  });

  it('opens and closes from the keyboard with Enter and Space', async () => {
    await mountElement('commune-ui-accordion-probe', { lang: 'fr' });
    (trigger('Éducation').element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(trigger('Éducation')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect.element(trigger('Éducation')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect.element(trigger('Éducation')).toHaveAttribute('aria-expanded', 'true');
  });

  it('follows expandedKeys and reports changes when controlled', async () => {
    await mountElement('commune-ui-accordion-probe', { lang: 'fr', attributes: { mode: 'controlled' } });
    await expect.element(trigger('Marchés')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByText('Ouverts : marches')).toBeVisible();

    await trigger('Santé').click();
    await expect.element(page.getByText('Ouverts : sante')).toBeVisible();
    await expect.element(trigger('Marchés')).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: 'Tout fermer' }).click();
    await expect.element(page.getByText('Ouverts : aucun')).toBeVisible();
    await expect.element(trigger('Santé')).toHaveAttribute('aria-expanded', 'false');
  });
});
