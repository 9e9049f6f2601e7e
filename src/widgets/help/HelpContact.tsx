import type { Ref } from 'react';
import { commune, mailHref, officeHoursInSentence, telHref } from '../../content/commune';
import { useI18n } from '../../runtime/i18n/react';
import { Button as KitButton } from '../../kit/ui/Button';
import { Heading } from '../../kit/ui/Heading';
import { helpMessages } from './messages';

interface HelpContactProps {
  /** The level of its heading on the help page; the sheet's footer has no heading of its own. */
  headingLevel?: number;
  /** Shows « Laisser un message » when given (only where the server accepts messages). */
  onWrite?: () => void;
  /** The pointer or focus is on its way to the button: start fetching the form. */
  onWriteIntent?: () => void;
  writeButtonRef?: Ref<HTMLButtonElement>;
}

/** The town hall's hours, phone and e-mail, under « Vous ne trouvez pas votre réponse ? ». */
export function HelpContact({ headingLevel, onWrite, onWriteIntent, writeButtonRef }: HelpContactProps) {
  const { t, lang } = useI18n(helpMessages);
  return (
    <div className="help-contact">
      {headingLevel === undefined ? (
        <p className="help-contact__heading">{t('contact.heading')}</p>
      ) : (
        <Heading level={headingLevel} className="help-contact__heading">
          {t('contact.heading')}
        </Heading>
      )}
      <p>{t('contact.hours', { hours: officeHoursInSentence(lang) })}</p>
      <p className="help-contact__links">
        <a href={telHref(commune.phone)}>{t('contact.phone', { phone: commune.phone })}</a>
        <a href={mailHref(commune.email)}>{t('contact.email', { email: commune.email })}</a>
      </p>
      {onWrite && (
        <KitButton
          ref={writeButtonRef}
          variant="secondary"
          className="help-contact__write"
          onPress={onWrite}
          onHoverStart={onWriteIntent}
          onFocus={onWriteIntent}
        >
          {t('contact.write')}
        </KitButton>
      )}
    </div>
  );
}
