import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defineWidget } from '../../kit/define-widget';
import { deepActiveElement, expectAccessible, mountElement, resetPage } from '../../testing/kit';
import { SearchField } from './SearchField';

function SearchProbe({ hideLabel }: { hideLabel: boolean }) {
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState('');
  return (
    <>
      <SearchField
        label="Rechercher une démarche"
        placeholder="Que cherchez-vous ?"
        value={value}
        onChange={setValue}
        onSubmit={setSubmitted}
        hideLabel={hideLabel}
      />
      <p>Valeur : {value}</p>
      <p>Envoyé : {submitted}</p>
    </>
  );
}

defineWidget('commune-ui-search-probe', SearchProbe, {
  summary: 'UI kit test: SearchField',
  props: { hideLabel: { type: 'boolean', default: false, doc: '' } },
});

const searchbox = () => page.getByRole('searchbox', { name: 'Rechercher une démarche' });

afterEach(resetPage);

describe('SearchField', () => {
  it('takes typing, submits on Enter, and clears with its button', async () => {
    const el = await mountElement('commune-ui-search-probe', { lang: 'fr' });
    await expectAccessible(el);
    await expect.element(page.getByText('Rechercher une démarche')).toBeVisible();
    await expect.element(searchbox()).toHaveAttribute('placeholder', 'Que cherchez-vous ?');
    await expect.element(page.getByRole('button', { name: 'Effacer la recherche' })).not.toBeInTheDocument();

    await searchbox().fill('acte de naissance');
    await expect.element(page.getByText('Valeur : acte de naissance')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Envoyé : acte de naissance')).toBeVisible();

    await page.getByRole('button', { name: 'Effacer la recherche' }).click();
    await expect.element(searchbox()).toHaveValue('');
    await expect.element(page.getByText('Valeur :', { exact: true })).toBeVisible();
    expect(deepActiveElement()).toBe(searchbox().element());
    await expectAccessible(el);
  });

  it('empties on Escape, names its clear button in English, and can hide its label', async () => {
    await mountElement('commune-ui-search-probe', { lang: 'en', attributes: { 'hide-label': 'true' } });
    await searchbox().fill('marché');
    await expect.element(page.getByRole('button', { name: 'Clear search' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(searchbox()).toHaveValue('');
    const label = page.getByText('Rechercher une démarche').element();
    expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  });
});
