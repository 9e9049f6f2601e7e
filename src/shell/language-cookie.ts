/*
 * The reader's language as the commune's server reads it: the cookie `commune-lang` (`fr` or
 * `en`, SameSite=Lax, one year), written whenever the language changes on the commune's own
 * pages, so the next page arrives in that language from its first byte.
 */

export const LANGUAGE_COOKIE = 'commune-lang';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function writeLanguageCookie(lang: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}
