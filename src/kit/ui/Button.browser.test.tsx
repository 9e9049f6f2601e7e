import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defineWidget } from '../../kit/define-widget';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import { Badge } from './Badge';
import { Button } from './Button';
import { LinkButton } from './LinkButton';
import { Card } from './Card';
import { Heading } from './Heading';

function ButtonProbe() {
  const [count, setCount] = useState(0);
  return (
    <>
      <Heading level={2}>Boutons</Heading>
      <Button onPress={() => setCount((value) => value + 1)}>Ajouter</Button>
      <Button variant="secondary" isDisabled>
        Indisponible
      </Button>
      <p>Compteur : {count}</p>
      <LinkButton href="/events" variant="ghost">
        Tous les événements
      </LinkButton>
      <LinkButton href="https://www.minddevel.gov.cm/">Ministère</LinkButton>
      <Card headingLevel={3} heading="Forage de Gouria" eyebrow="Hydraulique" footer={<Badge tone="success">Terminé</Badge>}>
        <p>Un forage équipé d’une pompe solaire.</p>
      </Card>
      <p>
        <Badge tone="warning">En retard</Badge>
        <Badge tone="info">En cours</Badge>
        <Badge tone="neutral">Prévu</Badge>
        <Badge tone="danger">Suspendu</Badge>
      </p>
    </>
  );
}

defineWidget('commune-ui-button-probe', ButtonProbe, { summary: 'UI kit test: Button', props: {} });

afterEach(resetPage);

describe('Button, LinkButton, Card, Badge', () => {
  it('presses by click and keyboard, stays inert when disabled', async () => {
    const el = await mountElement('commune-ui-button-probe', { lang: 'fr' });
    await expectAccessible(el);
    const add = page.getByRole('button', { name: 'Ajouter' });
    await expect.element(add).toHaveClass('ui-button ui-button--primary');
    await add.click();
    await expect.element(page.getByText('Compteur : 1')).toBeVisible();
    (add.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect.element(page.getByText('Compteur : 3')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Indisponible' })).toBeDisabled();
  });

  it('links a site path on the same origin, and leaves other URLs alone', async () => {
    await mountElement('commune-ui-button-probe', { lang: 'fr' });
    const events = page.getByRole('link', { name: 'Tous les événements' });
    await expect.element(events).toHaveAttribute('href', '/events');
    await expect.element(events).toHaveClass('ui-button ui-button--ghost');
    expect((events.element() as HTMLAnchorElement).href).toBe(`${location.origin}/events`);
    await expect.element(page.getByRole('link', { name: 'Ministère' })).toHaveAttribute('href', 'https://www.minddevel.gov.cm/');
  });

  it('names a card by its heading and shows the eyebrow above it', async () => {
    const el = await mountElement('commune-ui-button-probe', { lang: 'fr' });
    await expect.element(page.getByRole('article', { name: 'Forage de Gouria' })).toBeVisible();
    const heading = el.shadowRoot!.querySelector('.ui-card__heading')!.getBoundingClientRect();
    const eyebrow = el.shadowRoot!.querySelector('.ui-card__eyebrow')!.getBoundingClientRect();
    expect(eyebrow.bottom).toBeLessThanOrEqual(heading.top);
  });
});
