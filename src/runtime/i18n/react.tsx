import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { serverRender } from '../server-render';
import { languageStore, type Lang } from '../store';
import { translate, type Catalog, type MessageVars } from '../../shared/i18n/catalog';
import { formatAmount, formatNumber, formatPercent, formatTimeRange } from '../../shared/i18n/format';

const LanguageContext = createContext<Lang | null>(null);

/** Gives its subtree the page's current language, and re-renders it when the language changes. */
const currentLang = () => languageStore.getState().lang;
/**
 * On the server, the request's language (the store is one per process there, not per reader).
 * In the browser, hydrating a server render: the page's language now, which the element checked
 * is the one the server wrote (zustand's own server snapshot would be the store's first value).
 */
const serverLang = () => serverRender()?.lang ?? currentLang();

export function LanguageProvider({ children }: { children: ReactNode }) {
  const lang = useSyncExternalStore(languageStore.subscribe, currentLang, serverLang);
  return <LanguageContext.Provider value={lang}>{children}</LanguageContext.Provider>;
}

/** The current language. Throws outside a LanguageProvider, where there is no language to give. */
export function useLanguage(): Lang {
  const lang = useContext(LanguageContext);
  if (lang === null) {
    throw new Error('useLanguage() must be used inside <LanguageProvider> (every commune element has one).');
  }
  return lang;
}

export interface I18n<K extends string> {
  lang: Lang;
  t: (key: K, vars?: MessageVars) => string;
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string;
  formatPercent: (value: number) => string;
  formatAmount: (value: number) => string;
  formatTimeRange: (start: string, end: string) => string;
}

/** `t()` and the formatters bound to the current language, for one catalogue. */
export function useI18n<K extends string>(catalog: Catalog<K>): I18n<K> {
  const lang = useLanguage();
  return useMemo(
    () => ({
      lang,
      t: (key, vars) => translate(catalog, lang, key, vars),
      formatNumber: (value, options) => formatNumber(value, lang, options),
      formatPercent: (value) => formatPercent(value, lang),
      formatAmount: (value) => formatAmount(value, lang),
      formatTimeRange: (start, end) => formatTimeRange(start, end, lang),
    }),
    [catalog, lang],
  );
}
