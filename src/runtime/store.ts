import { createStore, type StoreApi } from 'zustand/vanilla';
import { DEFAULT_LANG, isLang, LANGUAGES, type Lang } from '../shared/lang';

export { DEFAULT_LANG, isLang, LANGUAGES, type Lang };

/** localStorage key holding the visitor's saved choice. */
export const STORAGE_KEY = 'commune.lang';
/** Fired on `document` after every change, `detail: { lang }`. */
export const LANGUAGE_CHANGE_EVENT = 'commune-language-change';

export interface LanguageState {
  lang: Lang;
  setLanguage: (lang: Lang) => void;
}

/** `fr`, `fr-CM`, `EN-gb` → the supported language, anything else → undefined. */
function primaryLanguage(tag: string | null | undefined): Lang | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLang(primary) ? primary : undefined;
}

function readSaved(): Lang | undefined {
  let saved: string | null = null;
  try {
    saved = globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return undefined; // storage blocked (private mode, sandboxed iframe): nothing saved
  }
  if (saved === null) return undefined;
  if (isLang(saved)) return saved;
  console.warn(`[commune] Ignoring saved language ${JSON.stringify(saved.slice(0, 40))} in localStorage "${STORAGE_KEY}": expected "fr" or "en".`);
  return undefined;
}

/** The visitor's saved choice (localStorage), or undefined when there is none or it is unreadable. */
export function savedLanguage(): Lang | undefined {
  return readSaved();
}

function fromUrl(): Lang | undefined {
  if (typeof location === 'undefined') return undefined;
  const requested = new URLSearchParams(location.search).get('lang');
  if (requested === null) return undefined;
  if (isLang(requested)) return requested;
  console.warn(`[commune] Ignoring ?lang=${requested.slice(0, 40)} in the page URL: expected "fr" or "en".`);
  return undefined;
}

/**
 * The initial language, by the rule of ARCHITECTURE.md: `?lang=` in the page URL, else (on a
 * page the commune's server rendered) the page's language, else the visitor's saved choice,
 * else the host page's `<html lang>` when it is French or English, else French.
 */
export function initialLanguage(): Lang {
  // The commune's server rendered this page in the reader's language (cookie or `?lang=`): the
  // elements take over that text, so the page's language comes before a saved choice.
  const served = typeof document !== 'undefined' && document.documentElement.hasAttribute('data-commune-ssr');
  return (
    fromUrl() ??
    (served ? primaryLanguage(document.documentElement.getAttribute('lang')) : undefined) ??
    readSaved() ??
    (typeof document !== 'undefined' ? primaryLanguage(document.documentElement.getAttribute('lang')) : undefined) ??
    DEFAULT_LANG
  );
}

function persist(lang: Lang) {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, lang);
  } catch {
    // Storage full or blocked: the choice lasts for this page only.
  }
}

/**
 * `<html lang>` follows the store, except on a host page that declares a third language: there
 * the page's own text is in that language and relabelling it would mislead screen readers, so
 * each element marks its own subtree with `lang` instead.
 */
function syncDocumentLang(lang: Lang) {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  const declared = root.getAttribute('lang');
  if (declared && !primaryLanguage(declared)) return;
  if (declared !== lang) root.setAttribute('lang', lang);
}

function createLanguageStore(): StoreApi<LanguageState> {
  const store = createStore<LanguageState>()((set, get) => ({
    lang: initialLanguage(),
    setLanguage: (lang) => {
      if (!isLang(lang)) {
        console.warn(`[commune] setLanguage(${JSON.stringify(lang)}) ignored: expected "fr" or "en".`);
        return;
      }
      persist(lang);
      if (get().lang !== lang) set({ lang });
    },
  }));

  store.subscribe((state, previous) => {
    if (state.lang === previous.lang) return;
    syncDocumentLang(state.lang);
    document.dispatchEvent(new CustomEvent(LANGUAGE_CHANGE_EVENT, { detail: { lang: state.lang } }));
  });

  if (typeof document !== 'undefined') {
    syncDocumentLang(store.getState().lang);
    // A host page that switches its own <html lang> to French or English takes the elements
    // along. That is the page's choice, not the visitor's, so it is not saved.
    new MutationObserver(() => {
      const declared = primaryLanguage(document.documentElement.getAttribute('lang'));
      if (declared && declared !== store.getState().lang) store.setState({ lang: declared });
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  }
  return store;
}

/**
 * One store per page, even when several separately built bundles each carry a copy of this
 * module: the first copy to run puts the store on `globalThis`, the others find it there.
 */
const STORE_KEY = Symbol.for('commune.language-store.v1');
type StoreHolder = { [STORE_KEY]?: StoreApi<LanguageState> };
export const languageStore: StoreApi<LanguageState> = ((globalThis as StoreHolder)[STORE_KEY] ??= createLanguageStore());

export const getLanguage = (): Lang => languageStore.getState().lang;
/** Switches every commune element on the page to `lang` (`"fr"` or `"en"`). */
export const setLanguage = (lang: Lang): void => languageStore.getState().setLanguage(lang);
