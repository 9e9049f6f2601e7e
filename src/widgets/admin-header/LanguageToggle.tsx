import { Button } from 'react-aria-components';
import { useLanguage } from '../../runtime/i18n/react';
import { setLanguage, type Lang } from '../../runtime/store';
import { GlobeIcon } from '../../kit/ui/icons';
import { languageOffer } from './messages';

/**
 * Shows the current language's code (SPEC: "EN or FR") and offers the other language, in that
 * language: « FR » reads "FR Switch to English". Every element on the page follows the switch.
 */
export function LanguageToggle() {
  const lang = useLanguage();
  const target: Lang = lang === 'fr' ? 'en' : 'fr';
  return (
    <Button className="admin-header__language" onPress={() => setLanguage(target)}>
      <GlobeIcon />
      <span className="admin-header__code">{lang.toUpperCase()}</span>{' '}
      <span className="visually-hidden" lang={target}>
        {languageOffer[target]}
      </span>
    </Button>
  );
}
