import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { Key } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defineWidget } from '../../kit/define-widget';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
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

/** The heading a visitor reads and clicks, inside the item's summary. */
const heading = (name: string) => page.getByRole('heading', { level: 3, name });
const isOpen = (host: Element, id: string) => (host.shadowRoot!.getElementById(id) as HTMLDetailsElement).open;

afterEach(resetPage);

describe('Accordion', () => {
  it('is accessible, each item a details whose summary holds a heading', async () => {
    const el = await mountElement('commune-ui-accordion-probe', { lang: 'fr' });
    await expectAccessible(el);
    for (const item of items) {
      const details = el.shadowRoot!.getElementById(item.id);
      expect(details?.localName).toBe('details');
      expect(details?.querySelector(':scope > summary > h3')?.textContent).toBe(item.title);
    }
    await expect.element(heading('Santé')).toBeVisible();
    expect(isOpen(el, 'sante')).toBe(false);
    await expect.element(page.getByText('Centre de santé intégré')).not.toBeVisible();
  });

  it('keeps one item open at a time by default, without script too (one name)', async () => {
    const el = await mountElement('commune-ui-accordion-probe', { lang: 'fr' });
    const names = new Set([...el.shadowRoot!.querySelectorAll('details')].map((details) => details.getAttribute('name')));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();

    await heading('Santé').click();
    await expect.element(page.getByText('Centre de santé intégré')).toBeVisible();
    await heading('Éducation').click();
    await expect.element(page.getByText('École publique de Dtima-Centre')).toBeVisible();
    await expect.element(page.getByText('Centre de santé intégré')).not.toBeVisible();
    expect(isOpen(el, 'sante')).toBe(false);
    await expectAccessible(el);
  });

  it('lets several items stay open with allowsMultipleExpanded', async () => {
    const el = await mountElement('commune-ui-accordion-probe', { lang: 'fr', attributes: { mode: 'multiple' } });
    expect(el.shadowRoot!.querySelector('details[name]')).toBeNull();
    await heading('Santé').click();
    await heading('Marchés').click();
    await expect.element(page.getByText('Centre de santé intégré')).toBeVisible();
    await expect.element(page.getByText('Marché central')).toBeVisible();
  });

  it('opens and closes from the keyboard with Enter and Space on the summary, with a visible focus', async () => {
    const el = await mountElement('commune-ui-accordion-probe', { lang: 'fr' });
    await userEvent.keyboard('{Tab}');
    const summary = el.shadowRoot!.querySelector('#sante > summary')!;
    expect(el.shadowRoot!.activeElement).toBe(summary);
    expect(getComputedStyle(summary).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Centre de santé intégré')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect.element(page.getByText('Centre de santé intégré')).not.toBeVisible();
    await userEvent.keyboard(' ');
    await expect.element(page.getByText('Centre de santé intégré')).toBeVisible();
  });

  it('turns the chevron of an open item', async () => {
    const el = await mountElement('commune-ui-accordion-probe', { lang: 'fr' });
    const chevron = el.shadowRoot!.querySelector('#education .ui-accordion__chevron')!;
    expect(getComputedStyle(chevron).transform).toBe('none');
    await heading('Éducation').click();
    await expect.poll(() => getComputedStyle(chevron).transform).not.toBe('none');
  });

  it('follows expandedKeys and reports changes when controlled', async () => {
    const el = await mountElement('commune-ui-accordion-probe', { lang: 'fr', attributes: { mode: 'controlled' } });
    await expect.element(page.getByText('Marché central')).toBeVisible();
    await expect.element(page.getByText('Ouverts : marches')).toBeVisible();

    await heading('Santé').click();
    await expect.element(page.getByText('Ouverts : sante')).toBeVisible();
    await expect.element(page.getByText('Marché central')).not.toBeVisible();

    await page.getByRole('button', { name: 'Tout fermer' }).click();
    await expect.element(page.getByText('Ouverts : aucun')).toBeVisible();
    await expect.element(page.getByText('Centre de santé intégré')).not.toBeVisible();
    expect(isOpen(el, 'sante')).toBe(false);
  });

  it('hydrates the server HTML and adopts an item the visitor opened before the script ran', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Accordion items={items} headingLevel={3} />);
    document.body.append(container);
    await expect.element(page.getByText('Centre de santé intégré')).not.toBeVisible();
    await heading('Santé').click();
    await expect.element(page.getByText('Centre de santé intégré')).toBeVisible();

    const onExpandedChange = vi.fn<(keys: Set<Key>) => void>();
    const onRecoverableError = vi.fn<(error: unknown) => void>();
    const root = hydrateRoot(container, <Accordion items={items} headingLevel={3} onExpandedChange={onExpandedChange} />, { onRecoverableError });
    await expect.poll(() => onExpandedChange.mock.calls.length).toBe(1);
    expect([...onExpandedChange.mock.calls[0][0]]).toEqual(['sante']);
    expect(onRecoverableError).not.toHaveBeenCalled();
    await expect.element(page.getByText('Centre de santé intégré')).toBeVisible();

    await heading('Marchés').click();
    await expect.poll(() => onExpandedChange.mock.calls.length).toBe(2);
    expect([...onExpandedChange.mock.calls[1][0]]).toEqual(['marches']);
    root.unmount();
  });
});
