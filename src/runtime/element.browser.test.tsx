import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { defineWidget, useHostEvent } from './element';
import { defineCatalog } from '../shared/i18n/catalog';
import { useI18n } from './i18n/react';
import { setLanguage } from './store';

const catalog = defineCatalog({ hello: 'Bonjour {name}' }, { hello: 'Hello {name}' });

function Probe({ name, count, active, data, mode, explode }: { name: string; count: number; active: boolean; data: string[]; mode: 'a' | 'b'; explode: boolean }) {
  const { t } = useI18n(catalog);
  const emit = useHostEvent();
  if (explode) throw new Error('Kaboom');
  return (
    <div>
      <p>{t('hello', { name })}</p>
      <p>count={count} active={String(active)} data={data.join('+')} mode={mode}</p>
      <button type="button" onClick={() => emit('commune-probe', { ok: true })}>
        Fire
      </button>
    </div>
  );
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

defineWidget('commune-probe', Probe, {
  summary: 'test',
  props: {
    name: { type: 'string', default: 'Awa', doc: '' },
    count: { type: 'number', default: 5, integer: true, min: 0, doc: '' },
    active: { type: 'boolean', default: false, doc: '' },
    data: { type: 'json', default: [], expected: 'an array of strings', validate: isStrings, doc: '' },
    mode: { type: 'enum', values: ['a', 'b'], default: 'a', doc: '' },
    explode: { type: 'boolean', default: false, doc: '' },
  },
  css: [':host { --probe: 1px; } p { color: rgb(1, 2, 3); }'],
});

beforeEach(() => setLanguage('fr'));

afterEach(() => {
  document.body.replaceChildren();
  setLanguage('fr');
});

function mount(html: string) {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLElement & Record<string, unknown>;
}

describe('defineWidget', () => {
  it('renders typed props from attributes, including a bare boolean', async () => {
    mount(`<commune-probe name="Moussa" count="3" active data='["x","y"]' mode="b"></commune-probe>`);
    await expect.element(page.getByText('count=3 active=true data=x+y mode=b')).toBeVisible();
    await expect.element(page.getByText('Bonjour Moussa')).toBeVisible();
  });

  it('falls back to defaults with one warning per bad attribute', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mount(`<commune-probe count="lots" data="{oops" mode="z"></commune-probe>`);
    await expect.element(page.getByText('count=5 active=false data= mode=a')).toBeVisible();
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages.filter((m) => m.includes('<commune-probe> count="lots"'))).toHaveLength(1);
    expect(messages.some((m) => m.includes('data="{oops"'))).toBe(true);
    expect(messages.some((m) => m.includes('mode="z"'))).toBe(true);
    warn.mockRestore();
  });

  it('keeps properties set before the element was defined and follows removed attributes', async () => {
    const early = document.createElement('commune-probe-late') as HTMLElement & { data?: unknown };
    early.data = ['early'];
    document.body.append(early);
    defineWidget('commune-probe-late', ({ data }: { data: string[] }) => <p>data={data.join('+')}</p>, {
      summary: 'test',
      props: { data: { type: 'json', default: [], expected: 'an array of strings', validate: isStrings, doc: '' } },
    });
    await expect.element(page.getByText('data=early', { exact: false })).toBeVisible();

    const el = mount(`<commune-probe active="true"></commune-probe>`);
    await expect.element(page.getByText('active=true', { exact: false })).toBeVisible();
    el.removeAttribute('active');
    await expect.element(page.getByText('active=false', { exact: false })).toBeVisible();
    el.count = 7;
    await expect.element(page.getByText('count=7', { exact: false })).toBeVisible();
  });

  it('is idempotent and follows the shared language', async () => {
    expect(() => defineWidget('commune-probe', () => null, { summary: '', props: {} })).not.toThrow();
    mount(`<commune-probe></commune-probe>`);
    mount(`<commune-probe name="Fatima"></commune-probe>`);
    await expect.element(page.getByText('Bonjour Fatima')).toBeVisible();
    setLanguage('en');
    await expect.element(page.getByText('Hello Fatima')).toBeVisible();
    await expect.element(page.getByText('Hello Awa')).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
  });

  it('adopts shared sheets and dispatches composed commune events', async () => {
    const el = mount(`<commune-probe></commune-probe>`);
    const other = mount(`<commune-probe></commune-probe>`);
    await expect.element(page.getByText('Bonjour Awa').first()).toBeVisible();
    expect(el.shadowRoot!.adoptedStyleSheets[0]).toBe(other.shadowRoot!.adoptedStyleSheets[0]);
    expect(getComputedStyle(el.shadowRoot!.querySelector('p')!).color).toBe('rgb(1, 2, 3)');
    const heard = new Promise<unknown>((resolve) => document.addEventListener('commune-probe', (e) => resolve((e as CustomEvent).detail), { once: true }));
    await page.getByRole('button', { name: 'Fire' }).first().click();
    expect(await heard).toEqual({ ok: true });
  });

  it('shows a render error inside the element only', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mount(`<commune-probe explode="true"></commune-probe>`);
    mount(`<commune-probe name="Saliou"></commune-probe>`);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Une erreur s’est produiteKaboom');
    await expect.element(page.getByText('Bonjour Saliou')).toBeVisible();
    error.mockRestore();
  });
});

describe('hostile or unusual values', () => {
  it('reads a boolean attribute set to its own name, and refuses non-boolean properties with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = mount(`<commune-probe active="active"></commune-probe>`);
    await expect.element(page.getByText('active=true', { exact: false })).toBeVisible();
    const activeWarnings = () => warn.mock.calls.filter((call) => String(call[0]).includes('<commune-probe> active=')).length;
    for (const [index, bad] of [0, -1, {}, []].entries()) {
      el.active = bad;
      await expect.poll(activeWarnings).toBe(index + 1);
      await expect.element(page.getByText('active=false', { exact: false })).toBeVisible();
    }
    warn.mockRestore();
  });

  it('shows the default instead of [object Object] or throwing, and warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = mount(`<commune-probe name="Moussa"></commune-probe>`);
    await expect.element(page.getByText('Bonjour Moussa')).toBeVisible();
    const nameWarnings = () => warn.mock.calls.filter((call) => String(call[0]).includes('<commune-probe> name=')).length;
    el.name = Object.create(null);
    await expect.poll(nameWarnings).toBe(1);
    await expect.element(page.getByText('Bonjour Awa')).toBeVisible();
    el.name = { toString: () => 'x' };
    await expect.poll(nameWarnings).toBe(2);
    await expect.element(page.getByText('Bonjour Awa')).toBeVisible();
    expect(el.shadowRoot!.textContent).not.toContain('[object Object]');
    expect(el.shadowRoot!.querySelector('[role="alert"]')).toBeNull();
    warn.mockRestore();
  });

  it('refuses hexadecimal and exponent numbers in attributes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mount(`<commune-probe count="0x3"></commune-probe>`);
    mount(`<commune-probe count="1e1"></commune-probe>`);
    await expect.element(page.getByText('count=5', { exact: false }).first()).toBeVisible();
    expect(page.getByText('count=5', { exact: false }).elements()).toHaveLength(2);
    expect(warn.mock.calls.filter((call) => /count="(0x3|1e1)"/.test(String(call[0])))).toHaveLength(2);
    warn.mockRestore();
  });

  it('gives the same object for an unchanged JSON attribute', async () => {
    const el = mount(`<commune-probe data='["a","b"]'></commune-probe>`);
    await expect.element(page.getByText('data=a+b', { exact: false })).toBeVisible();
    const first = el.data;
    el.count = 2;
    await expect.element(page.getByText('count=2', { exact: false })).toBeVisible();
    expect(el.data).toBe(first);
    el.setAttribute('data', '["c"]');
    await expect.element(page.getByText('data=c', { exact: false })).toBeVisible();
    expect(el.data).not.toBe(first);
  });
});

describe('moving an element', () => {
  it('keeps its React state instead of remounting', async () => {
    const { useState } = await import('react');
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          Clicked {count}
        </button>
      );
    }
    defineWidget('commune-probe-counter', Counter, { summary: 'test', props: {} });
    const first = document.createElement('section');
    const second = document.createElement('section');
    document.body.append(first, second);
    const el = document.createElement('commune-probe-counter');
    first.append(el);
    await page.getByRole('button', { name: 'Clicked 0' }).click();
    second.append(el);
    await expect.element(page.getByRole('button', { name: 'Clicked 1' })).toBeVisible();
  });
});
