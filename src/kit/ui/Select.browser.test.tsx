import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defineWidget } from '../../kit/define-widget';
import { deepActiveElement, expectAccessible, mountElement, resetPage } from '../../testing/kit';
import { adminKitCss } from './admin-styles';
import { Checkbox } from './Checkbox';
import { Select } from './Select';

type Phase = 'planning' | 'active' | 'completed';

/** A status select refused while empty, a checkbox refused while unticked. */
function FieldsProbe({ strict }: { strict: boolean }) {
  const [phase, setPhase] = useState<Phase | null>(null);
  const [featured, setFeatured] = useState(false);
  return (
    <>
      <Select<Phase>
        label="État du programme"
        description="Visible sur la page Programmes."
        options={[
          { id: 'planning', label: 'En préparation' },
          { id: 'active', label: 'En cours' },
          { id: 'completed', label: 'Terminé' },
        ]}
        value={phase}
        onChange={setPhase}
        errorMessage={strict && !phase ? 'L’état est obligatoire.' : undefined}
        isRequired
      />
      <output data-testid="phase">{phase ?? ''}</output>
      <Checkbox
        isSelected={featured}
        onChange={setFeatured}
        description="Affichée en tête de la page d’accueil."
        errorMessage={strict && !featured ? 'Cochez pour continuer.' : undefined}
      >
        Mettre à la une
      </Checkbox>
      <Checkbox isDisabled>Archivée</Checkbox>
    </>
  );
}

defineWidget('commune-ui-select-probe', FieldsProbe, {
  summary: 'Admin kit test: Select, Checkbox',
  props: { strict: { type: 'boolean', default: false, doc: '' } },
  css: [adminKitCss],
});

afterEach(resetPage);

/** The texts an element is described by, found in its own shadow root. */
function descriptionOf(element: Element): string {
  const root = element.getRootNode() as ShadowRoot;
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => root.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('Select', () => {
  it('opens with the keyboard, moves with the arrows and picks with Enter', async () => {
    const el = await mountElement('commune-ui-select-probe', { lang: 'fr' });
    await expectAccessible(el);
    const trigger = page.getByRole('button', { name: /État du programme/ });
    await expect.element(trigger).toHaveTextContent('Choisir…');
    await userEvent.tab();
    expect(deepActiveElement()).toBe(trigger.element());
    await userEvent.keyboard('{ArrowDown}');
    const list = page.getByRole('listbox', { name: 'État du programme' });
    await expect.element(list).toBeVisible();
    // The popover renders in the element's own shadow root, where the kit's styles apply.
    expect(list.element().getRootNode()).toBe(el.shadowRoot);
    await expect.poll(() => deepActiveElement()?.textContent).toBe('En préparation');
    await expectAccessible(el);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect.element(list).not.toBeInTheDocument();
    await expect.element(page.getByTestId('phase')).toHaveTextContent('active');
    await expect.element(trigger).toHaveTextContent('En cours');
    await expect.poll(deepActiveElement).toBe(trigger.element());
  });

  it('picks with the mouse, and marks the chosen option', async () => {
    await mountElement('commune-ui-select-probe', { lang: 'en' });
    const trigger = page.getByRole('button', { name: /État du programme/ });
    await expect.element(trigger).toHaveTextContent('Choose…');
    await trigger.click();
    await page.getByRole('option', { name: 'Terminé' }).click();
    await expect.element(page.getByTestId('phase')).toHaveTextContent('completed');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    await trigger.click();
    await expect.element(page.getByRole('option', { name: 'Terminé' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
  });

  it('is described by its hint and, while refused, its message (inside a shadow root)', async () => {
    const el = await mountElement('commune-ui-select-probe', { lang: 'fr', attributes: { strict: '' } });
    const trigger = page.getByRole('button', { name: /État du programme/ });
    expect(descriptionOf(trigger.element())).toBe('Visible sur la page Programmes. L’état est obligatoire.');
    expect(trigger.element().closest('.ui-select')!.hasAttribute('data-invalid')).toBe(true);
    await expectAccessible(el);
    await trigger.click();
    await page.getByRole('option', { name: 'En cours' }).click();
    await expect.element(page.getByText('L’état est obligatoire.')).not.toBeInTheDocument();
    expect(descriptionOf(trigger.element())).toBe('Visible sur la page Programmes.');
  });
});

describe('Checkbox', () => {
  it('toggles with a click on its label and with Space, described by its hint and message', async () => {
    const el = await mountElement('commune-ui-select-probe', { lang: 'fr', attributes: { strict: '' } });
    const box = page.getByRole('checkbox', { name: 'Mettre à la une' });
    await expect.element(box).not.toBeChecked();
    await expect.element(box).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(box.element())).toBe('Affichée en tête de la page d’accueil. Cochez pour continuer.');
    await expectAccessible(el);

    await page.getByText('Mettre à la une').click();
    await expect.element(box).toBeChecked();
    expect(box.element().closest('.ui-checkbox')!.hasAttribute('data-selected')).toBe(true);
    await expect.element(page.getByText('Cochez pour continuer.')).not.toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect.element(box).not.toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: 'Archivée' })).toBeDisabled();
  });
});
