import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defineWidget } from '../../kit/define-widget';
import { useLanguage } from '../../runtime/i18n/react';
import { contentSchemas } from '../../collections/content';
import type { FieldErrors } from '../../shared/schema/message';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import { adminKitCss } from './admin-styles';
import { Button } from './Button';
import { Form, validateForm } from './Form';
import { TextArea, TextField } from './TextField';

/** A news form checked with the server's schema, in the page language. */
function NewsFormProbe() {
  const lang = useLanguage();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  return (
    <Form
      aria-label="Nouvelle actualité"
      onSubmit={(event) => {
        event.preventDefault();
        const check = validateForm(contentSchemas.news.create, { title: { fr: title }, content: { fr: content } }, lang);
        setErrors(check.success ? {} : check.errors);
        setSaved(check.success);
      }}
    >
      <TextField label="Titre" value={title} onChange={setTitle} errorMessage={errors['title.fr']} isRequired />
      <TextArea label="Contenu" value={content} onChange={setContent} errorMessage={errors['content.fr']} isRequired />
      <Button type="submit">Enregistrer</Button>
      {saved && <p>Enregistré.</p>}
    </Form>
  );
}

defineWidget('commune-ui-form-probe', NewsFormProbe, { summary: 'Admin kit test: Form', props: {}, css: [adminKitCss] });

afterEach(resetPage);

describe('Form', () => {
  it('shows the server schema’s messages on submit, no browser bubble, in French then English', async () => {
    const el = await mountElement('commune-ui-form-probe', { lang: 'fr' });
    await expectAccessible(el);
    const form = el.shadowRoot!.querySelector('form')!;
    expect(form.noValidate).toBe(true);
    await page.getByRole('textbox', { name: 'Titre' }).fill('Ab');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.element(page.getByText('Le titre doit contenir au moins 3 caractères.')).toBeVisible();
    await expect.element(page.getByText('Le contenu doit contenir au moins 10 caractères.')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Titre' })).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(el);

    await page.getByRole('textbox', { name: 'Titre' }).fill('Marché de Dtima');
    await page.getByRole('textbox', { name: 'Contenu' }).fill('Le marché à bétail rouvre dimanche.');
    await userEvent.click(page.getByRole('button', { name: 'Enregistrer' }));
    await expect.element(page.getByText('Enregistré.')).toBeVisible();
    resetPage();

    await mountElement('commune-ui-form-probe', { lang: 'en' });
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.element(page.getByText('Title must be at least 3 characters.')).toBeVisible();
  });
});
