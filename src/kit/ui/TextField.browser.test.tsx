import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Form } from 'react-aria-components';
import { defineWidget } from '../../kit/define-widget';
import { deepActiveElement, expectAccessible, mountElement, resetPage } from '../../testing/kit';
import { Notice } from './Notice';
import { TextArea, TextField } from './TextField';

/** A small form: a required name refused while shorter than 2, a message, a show/hide action. */
function FieldsProbe() {
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [shown, setShown] = useState(false);
  return (
    <Form validationBehavior="aria" onSubmit={(event) => event.preventDefault()}>
      <TextField
        label="Votre nom"
        description="Tel qu’il figure sur votre pièce d’identité."
        value={name}
        onChange={setName}
        errorMessage={name.length === 1 ? 'Votre nom doit contenir au moins 2 caractères.' : undefined}
        isRequired
      />
      <TextField
        label="Code"
        type={shown ? 'text' : 'password'}
        action={
          <button type="button" onClick={() => setShown(!shown)}>
            {shown ? 'Masquer' : 'Afficher'}
          </button>
        }
      />
      <TextArea label="Votre message" value={message} onChange={setMessage} errorMessage={message === 'x' ? 'Trop court.' : undefined} />
      <TextField label="Référence" isDisabled />
      <Notice tone="success">
        <p>Enregistré.</p>
      </Notice>
    </Form>
  );
}

defineWidget('commune-ui-fields-probe', FieldsProbe, { summary: 'UI kit test: TextField, TextArea, Notice', props: {} });

afterEach(resetPage);

/** The texts an input is described by, found in its own shadow root. */
function descriptionOf(element: Element): string {
  const root = element.getRootNode() as ShadowRoot;
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => root.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('TextField and TextArea', () => {
  it('label their input, describe it with the hint and, while refused, the message (inside a shadow root)', async () => {
    const el = await mountElement('commune-ui-fields-probe', { lang: 'fr' });
    await expectAccessible(el);
    const name = page.getByRole('textbox', { name: 'Votre nom' });
    await expect.element(name).toHaveAttribute('aria-required', 'true');
    expect(descriptionOf(name.element())).toBe('Tel qu’il figure sur votre pièce d’identité.');
    await expect.element(name).not.toHaveAttribute('aria-invalid');

    await name.fill('A');
    await expect.element(name).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(name.element())).toBe('Tel qu’il figure sur votre pièce d’identité. Votre nom doit contenir au moins 2 caractères.');
    expect(name.element().closest('.ui-field')!.hasAttribute('data-invalid')).toBe(true);
    await expectAccessible(el);

    await userEvent.keyboard('li');
    await expect.element(name).not.toHaveAttribute('aria-invalid');
    await expect.element(page.getByText('Votre nom doit contenir au moins 2 caractères.')).not.toBeInTheDocument();

    const message = page.getByRole('textbox', { name: 'Votre message' });
    expect(message.element().localName).toBe('textarea');
    await message.fill('x');
    expect(descriptionOf(message.element())).toBe('Trop court.');
    await expect.element(page.getByRole('textbox', { name: 'Référence' })).toBeDisabled();
  });

  it('keeps an action inside the box, after the input, in the tab order', async () => {
    await mountElement('commune-ui-fields-probe', { lang: 'fr' });
    const code = page.getByLabelText('Code');
    await code.click();
    await userEvent.tab();
    const toggle = page.getByRole('button', { name: 'Afficher' });
    await expect.poll(deepActiveElement).toBe(toggle.element());
    expect(toggle.element().closest('.ui-field__box')).toBe(code.element().closest('.ui-field__box'));
    await userEvent.keyboard('{Enter}');
    await expect.element(code).toHaveAttribute('type', 'text');
  });
});
