import { act } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../runtime/api';
import { message, type FieldErrors } from '../../shared/schema/message';
import { setLanguage } from '../../runtime/store';
import { renderWithLanguage } from '../../testing/render';
import { errorsAmong, refusalOf, withoutError } from './form-state';
import { useSchemaForm, type SchemaForm, type SchemaFormOptions } from './use-schema-form';

const NAME_SHORT = 'Le nom doit contenir au moins 2 caractères.';
const EMAIL_BAD = 'Indiquez une adresse e-mail valide.';
const NAME_IS_EMAIL = 'Le nom ne peut pas être l’adresse.';

/** What the schema cannot say: a name that is the e-mail address. */
const nameIsNotEmail = (values: Contact): FieldErrors => (values.name && values.name === values.email ? { name: NAME_IS_EMAIL } : {});

const contactSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(2, message(NAME_SHORT, 'Name must be at least 2 characters.'))),
  email: v.pipe(v.string(), v.email(message(EMAIL_BAD, 'Give a valid email address.'))),
});

interface Contact {
  name: string;
  email: string;
}

type Options = SchemaFormOptions<Contact, typeof contactSchema, undefined, unknown>;
type Form = SchemaForm<Contact>;

/** The form's inputs in the page's order: the e-mail first, while `fields` puts the name first. */
function ContactForm({ options, onRender }: { options: Options; onRender: (form: Form) => void }) {
  const form = useSchemaForm(options);
  onRender(form);
  return (
    <form onSubmit={form.onSubmit}>
      <input aria-label="E-mail" ref={form.fieldRef('email')} />
      <input aria-label="Nom" ref={form.fieldRef('name')} />
      <div ref={form.fieldRef('photo')}>
        <input type="file" aria-label="Fichier" />
        <button type="button">Choisir une photo</button>
      </div>
    </form>
  );
}

/** Renders the form; `form()` is its latest state. */
function mount(overrides: Partial<Options> = {}) {
  const send = vi.fn<Options['send']>(async () => undefined);
  let latest: Form | undefined;
  const options = { initialValues: { name: '', email: '' }, schema: contactSchema, fields: ['name', 'email', 'photo'], send, ...overrides } as Options;
  const container = renderWithLanguage(<ContactForm options={options} onRender={(form) => (latest = form)} />);
  const input = (label: string) => container.querySelector<HTMLElement>(`[aria-label="${label}"]`)!;
  return { form: () => latest!, send, input, container };
}

/** Submits, and lets the request, the minimum pending time and React's updates finish. */
async function submitAndSettle(form: () => Form, ms = 500) {
  await act(async () => {
    void form().submit(undefined);
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const change = (form: () => Form, path: string, value: unknown) => act(() => form().setValue(path, value));

afterEach(() => {
  vi.useRealTimers();
});

describe('useSchemaForm: the schema’s messages', () => {
  it('says nothing before the first submit, every field on submit, then follows every change', async () => {
    const { form, send } = mount();
    change(form, 'name', 'A');
    expect(form().errorOf('name')).toBeUndefined();
    expect(form().submitted).toBe(false);

    await act(() => form().submit(undefined));
    expect(form().submitted).toBe(true);
    expect(form().errorOf('name')).toBe(NAME_SHORT);
    expect(form().errorOf('email')).toBe(EMAIL_BAD);
    expect(send).not.toHaveBeenCalled();

    change(form, 'name', 'Aïssatou');
    expect(form().errorOf('name')).toBeUndefined();
    expect(form().errorOf('email')).toBe(EMAIL_BAD);
    change(form, 'name', ' B ');
    expect(form().errorOf('name')).toBe(NAME_SHORT);
  });

  it('speaks the page’s language, and adds what the schema cannot say (`check`)', async () => {
    const { form } = mount({ check: nameIsNotEmail });
    await act(() => form().submit(undefined));
    act(() => setLanguage('en'));
    expect(form().errorOf('name')).toBe('Name must be at least 2 characters.');
    act(() => setLanguage('fr'));
    change(form, 'name', 'a@b.cm');
    change(form, 'email', 'a@b.cm');
    expect(form().errorOf('name')).toBe(NAME_IS_EMAIL);
  });

  it('sends the schema’s output and the values, then is back to before its first submit', async () => {
    vi.useFakeTimers();
    const onSuccess = vi.fn<() => void>();
    const { form, send } = mount({ initialValues: { name: '  Moussa ', email: 'moussa@example.cm' }, onSuccess });
    await submitAndSettle(form);
    expect(send).toHaveBeenCalledWith({ name: 'Moussa', email: 'moussa@example.cm' }, { name: '  Moussa ', email: 'moussa@example.cm' }, undefined);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(form()).toMatchObject({ submitted: false, pending: false, banner: null });
    act(() => form().reset({ name: '', email: '' }));
    expect(form().errorOf('name')).toBeUndefined();
  });
});

describe('useSchemaForm: the server’s messages', () => {
  const valid = { name: 'Moussa', email: 'moussa@example.cm' };

  it('shows a refused field’s message under it, and drops it when that field changes', async () => {
    vi.useFakeTimers();
    const refusal = new ApiError(400, 'validation', 'Invalid', { email: 'Cette adresse ne reçoit pas de courrier.', '': 'Invalid body' });
    const { form } = mount({ initialValues: valid, send: () => Promise.reject(refusal) });
    await submitAndSettle(form);
    expect(form().errorOf('email')).toBe('Cette adresse ne reçoit pas de courrier.');
    expect(form().banner).toBeNull();

    change(form, 'name', 'Moussa Ndjidda');
    expect(form().errorOf('email')).toBe('Cette adresse ne reçoit pas de courrier.');
    change(form, 'email', 'moussa@example.org');
    expect(form().errorOf('email')).toBeUndefined();
  });

  it('lets the server’s message win over the schema’s until the field changes', async () => {
    vi.useFakeTimers();
    const refusal = new ApiError(409, 'taken', 'Taken', { name: 'Ce nom est déjà utilisé.' });
    const { form } = mount({
      initialValues: valid,
      check: nameIsNotEmail,
      send: () => Promise.reject(refusal),
    });
    await submitAndSettle(form);
    // The page now refuses the name too (it equals the e-mail): the server's word stays.
    change(form, 'email', 'Moussa');
    expect(form().errorOf('name')).toBe('Ce nom est déjà utilisé.');
    // A new name: the server has not seen it, the page's check speaks.
    change(form, 'name', 'Moussa');
    expect(form().errorOf('name')).toBe(NAME_IS_EMAIL);
    change(form, 'name', 'Moussa N.');
    expect(form().errorOf('name')).toBeUndefined();
  });

  it('drops the message of a field whose value is kept elsewhere (a picked file) when told which field it is', async () => {
    vi.useFakeTimers();
    const refusal = new ApiError(400, 'validation', 'Invalid', { 'photo.src': 'Image introuvable.' });
    const { form } = mount({ initialValues: valid, send: () => Promise.reject(refusal) });
    await submitAndSettle(form);
    expect(form().errorOf('photo.src')).toBe('Image introuvable.');
    act(() => form().setValue('photoFile', 'portrait.jpg', { field: 'photo' }));
    expect(form().errorOf('photo.src')).toBeUndefined();
  });
});

describe('useSchemaForm: focus', () => {
  it('goes to the first refused field in the form’s order, not the page’s', async () => {
    const { form, input } = mount();
    await act(() => form().submit(undefined));
    expect(document.activeElement).toBe(input('Nom'));

    change(form, 'name', 'Moussa');
    await act(() => form().submit(undefined));
    expect(document.activeElement).toBe(input('E-mail'));
  });

  it('goes to the field the server refused, inside the element registered for it', async () => {
    vi.useFakeTimers();
    const refusal = new ApiError(400, 'validation', 'Invalid', { 'photo.src': 'Image introuvable.' });
    const { form, container } = mount({ initialValues: { name: 'Moussa', email: 'moussa@example.cm' }, send: () => Promise.reject(refusal) });
    await submitAndSettle(form);
    expect(document.activeElement).toBe(container.querySelector('button'));
  });

  it('moves on request, once the next render is done', async () => {
    const { form, input } = mount();
    act(() => form().focus('email'));
    expect(document.activeElement).toBe(input('E-mail'));
    const elsewhere = document.body.appendChild(document.createElement('button'));
    act(() => form().focus(() => elsewhere));
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });
});

describe('useSchemaForm: pending', () => {
  const valid = { name: 'Moussa', email: 'moussa@example.cm' };

  it('stays pending for at least 500 ms when the server answers at once, and answers only then', async () => {
    vi.useFakeTimers();
    const onSuccess = vi.fn<() => void>();
    const { form, send } = mount({ initialValues: valid, onSuccess });
    await act(async () => {
      void form().submit(undefined);
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(form().pending).toBe(true);
    expect(onSuccess).not.toHaveBeenCalled();
    // A second submit while pending sends nothing.
    await act(() => form().submit(undefined));
    expect(send).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(form().pending).toBe(false);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('stays pending as long as a slow request, and takes the minimum as an option', async () => {
    vi.useFakeTimers();
    const { form } = mount({ initialValues: valid, minPendingMs: 200, send: () => new Promise((resolve) => setTimeout(resolve, 900)) });
    await submitAndSettle(form, 600);
    expect(form().pending).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(form().pending).toBe(false);
  });

  it('stays pending after a success that leaves the page', async () => {
    vi.useFakeTimers();
    const { form } = mount({ initialValues: valid, onSuccess: () => 'leaving' });
    await submitAndSettle(form);
    expect(form().pending).toBe(true);
  });
});

describe('useSchemaForm: the banner', () => {
  const valid = { name: 'Moussa', email: 'moussa@example.cm' };

  it('says why a submit failed when it is about no field, and goes at the next submit', async () => {
    vi.useFakeTimers();
    const send = vi.fn<Options['send']>();
    const { form } = mount({ initialValues: valid, send });
    const cases: [unknown, unknown][] = [
      [new TypeError('Failed to fetch'), { kind: 'unreachable' }],
      [new ApiError(0, 'network', 'Failed to fetch'), { kind: 'unreachable' }],
      [new ApiError(429, 'too_many_requests', 'Too many', {}, 540), { kind: 'rateLimited', status: 429, minutes: 9, message: 'Too many' }],
      [new ApiError(409, 'conflict', 'Changed meanwhile'), { kind: 'conflict', status: 409, message: 'Changed meanwhile' }],
      [new ApiError(500, 'internal', 'Internal server error.'), { kind: 'failed', status: 500, message: 'Internal server error.' }],
    ];
    for (const [error, banner] of cases) {
      send.mockRejectedValueOnce(error);
      await submitAndSettle(form);
      expect(form().banner).toEqual(banner);
    }
    send.mockResolvedValueOnce(undefined);
    await submitAndSettle(form);
    expect(form().banner).toBeNull();
  });

  it('lets the form tell its own failures, or answer them itself', async () => {
    vi.useFakeTimers();
    const refusal = vi.fn<NonNullable<Options['refusal']>>(() => ({ banner: { kind: 'failed', status: 401, message: 'Signed out' } }));
    const { form } = mount({ initialValues: valid, send: () => Promise.reject(new ApiError(401, 'unauthenticated', 'Signed out')), refusal });
    await submitAndSettle(form);
    expect(form().banner).toEqual({ kind: 'failed', status: 401, message: 'Signed out' });
    refusal.mockReturnValueOnce(null);
    await submitAndSettle(form);
    expect(form().banner).toBeNull();
    expect(form().errorOf('name')).toBeUndefined();
  });
});

describe('useSchemaForm: values kept by the caller', () => {
  it('reads `values` and reports each change to `onValuesChange`', () => {
    const onValuesChange = vi.fn<(values: Contact) => void>();
    const { form } = mount({ initialValues: undefined, values: { name: 'Moussa', email: '' }, onValuesChange } as Partial<Options>);
    expect(form().field('name')).toMatchObject({ name: 'name', value: 'Moussa', isDisabled: false, errorMessage: undefined });
    act(() => form().field('email').onChange('moussa@example.cm'));
    expect(onValuesChange).toHaveBeenCalledWith({ name: 'Moussa', email: 'moussa@example.cm' });
  });
});

describe('the kit’s form decisions', () => {
  it('keeps the server’s messages about the form’s fields and their parts, nothing else', () => {
    expect(errorsAmong({ name: 'a', 'photo.src': 'b', website: 'c', '': 'd' }, ['name', 'photo'])).toEqual({ name: 'a', 'photo.src': 'b' });
    expect(refusalOf(new ApiError(400, 'validation', '', { website: 'x' }), ['name'])).toEqual({ banner: { kind: 'failed', status: 400, message: '' } });
    expect(refusalOf(new ApiError(409, 'taken', 'Taken', { name: 'Pris.' }), ['name'])).toEqual({ fields: { name: 'Pris.' } });
  });

  it('drops a changed field’s message and those of its parts', () => {
    const errors = { photo: 'a', 'photo.src': 'b', photographer: 'c' };
    expect(withoutError(errors, 'photo')).toEqual({ photographer: 'c' });
    expect(withoutError(errors, 'name')).toBe(errors);
  });
});
