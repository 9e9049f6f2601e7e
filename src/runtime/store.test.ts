import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const STORE_KEY = Symbol.for('commune.language-store.v1');

/** A fresh copy of the store module, as a page that has just loaded the library would get. */
async function freshStore() {
  delete (globalThis as Record<symbol, unknown>)[STORE_KEY];
  vi.resetModules();
  return import('./store');
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('lang');
  history.replaceState(null, '', '/');
});

afterEach(() => vi.restoreAllMocks());

describe('initial language', () => {
  it('is French when nothing says otherwise', async () => {
    const { getLanguage } = await freshStore();
    expect(getLanguage()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('follows the host page’s <html lang> when it is French or English', async () => {
    document.documentElement.lang = 'en-GB';
    expect((await freshStore()).getLanguage()).toBe('en');
  });

  it('prefers the saved choice to <html lang>, and ?lang= to both', async () => {
    document.documentElement.lang = 'fr';
    localStorage.setItem('commune.lang', 'en');
    expect((await freshStore()).getLanguage()).toBe('en');
    history.replaceState(null, '', '/events?lang=fr');
    expect((await freshStore()).getLanguage()).toBe('fr');
  });

  it('warns about a corrupt saved value or an unknown ?lang= and uses the next rule', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('commune.lang', '{"lang":');
    history.replaceState(null, '', '/?lang=de');
    document.documentElement.lang = 'en';
    expect((await freshStore()).getLanguage()).toBe('en');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0][0])).toContain('?lang=de');
    expect(String(warn.mock.calls[1][0])).toContain('commune.lang');
  });

  it('leaves the <html lang> of a page written in a third language alone', async () => {
    document.documentElement.lang = 'de';
    const { getLanguage, setLanguage } = await freshStore();
    expect(getLanguage()).toBe('fr');
    setLanguage('en');
    expect(document.documentElement.lang).toBe('de');
  });
});

describe('setLanguage', () => {
  it('persists the choice, keeps <html lang> in step and tells the page', async () => {
    const { setLanguage, getLanguage, LANGUAGE_CHANGE_EVENT } = await freshStore();
    const heard: unknown[] = [];
    document.addEventListener(LANGUAGE_CHANGE_EVENT, (event) => heard.push((event as CustomEvent).detail));
    setLanguage('en');
    expect(getLanguage()).toBe('en');
    expect(localStorage.getItem('commune.lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(heard).toEqual([{ lang: 'en' }]);
    setLanguage('en');
    expect(heard).toHaveLength(1);
  });

  it('ignores an unknown language with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { setLanguage, getLanguage } = await freshStore();
    setLanguage('de' as never);
    expect(getLanguage()).toBe('fr');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('is one store for every copy of the module on the page', async () => {
    const first = await freshStore();
    vi.resetModules();
    const second = await import('./store');
    expect(second.languageStore).toBe(first.languageStore);
    second.setLanguage('en');
    expect(first.getLanguage()).toBe('en');
  });

  it('follows a host page that switches its own <html lang>, without saving it as the visitor’s choice', async () => {
    const { getLanguage } = await freshStore();
    document.documentElement.lang = 'en';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getLanguage()).toBe('en');
    expect(localStorage.getItem('commune.lang')).toBeNull();
  });

  it('still works when storage is blocked', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const { setLanguage, getLanguage } = await freshStore();
    setLanguage('en');
    expect(getLanguage()).toBe('en');
  });
});
