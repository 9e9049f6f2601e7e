import type { ReactNode } from 'react';
import { commune, mailHref, telHref, type Office } from '../../content/commune';
import { pick } from '../../shared/i18n/catalog';
import { useI18n } from '../../runtime/i18n/react';
import { Dialog } from '../../kit/ui/Dialog';
import { uiMessages } from '../../kit/ui/messages';

export interface ContactDialogProps {
  office: Office;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's title (default: the office's name). */
  title?: ReactNode;
  /** A sentence above the details (why to call this office). */
  intro?: ReactNode;
}

/** An office's contact details in a dialog: name, phone and email as links, address, hours. */
export function ContactDialog({ office, isOpen, onOpenChange, title, intro }: ContactDialogProps) {
  const { t, lang } = useI18n(uiMessages);
  const officeName = pick(office.name, lang);
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={title ?? officeName} className="ui-contact">
      {intro && <p className="ui-contact__intro">{intro}</p>}
      <dl className="ui-contact__details">
        {title !== undefined && (
          <div className="ui-contact__row">
            <dt>{t('contact.office')}</dt>
            <dd>{officeName}</dd>
          </div>
        )}
        <div className="ui-contact__row">
          <dt>{t('contact.phone')}</dt>
          <dd>
            <a href={telHref(office.phone)}>{office.phone}</a>
          </dd>
        </div>
        <div className="ui-contact__row">
          <dt>{t('contact.email')}</dt>
          <dd>
            <a href={mailHref(office.email)}>{office.email}</a>
          </dd>
        </div>
        <div className="ui-contact__row">
          <dt>{t('contact.location')}</dt>
          <dd>{pick(office.location, lang)}</dd>
        </div>
        <div className="ui-contact__row">
          <dt>{t('contact.hours')}</dt>
          <dd>{pick(commune.officeHours, lang)}</dd>
        </div>
      </dl>
    </Dialog>
  );
}
