import type { MouseEvent } from 'react';
import { useLanguage } from '../../runtime/i18n/react';
import { pageIsServerRendered } from '../../runtime/server-render';
import { setLanguage, type Lang } from '../../runtime/store';
import { GlobeIcon } from '../../kit/ui/icons';
import { languageOffer } from './messages';

/**
 * Shows the current language's code and offers the other language, in that language: « FR »
 * reads "FR Switch to English" to a screen reader. It is a link to `?lang=en` (or `fr`): on the
 * commune's server-rendered pages the browser follows it, and the server answers in that language
 * (and remembers it), with or without script. Elsewhere (a partner's page, the admin) the page
 * stays, and every element on it follows the switch.
 */
export function LanguageSwitch() {
  const lang = useLanguage();
  const target: Lang = lang === 'fr' ? 'en' : 'fr';
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (pageIsServerRendered()) return;
    event.preventDefault();
    setLanguage(target);
  };
  return (
    // The same page in the other language: `alternate` with its `hreflang`.
    <a className="language-switch" href={`?lang=${target}`} rel="alternate" hrefLang={target} onClick={onClick}>
      <GlobeIcon />
      <span className="language-code">{lang.toUpperCase()}</span>{' '}
      <span className="visually-hidden" lang={target}>
        {languageOffer[target]}
      </span>
    </a>
  );
}
