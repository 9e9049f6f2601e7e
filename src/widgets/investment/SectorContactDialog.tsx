import { offices } from '../../content/commune';
import type { InvestmentSector } from '../../content/investment';
import { pick } from '../../shared/i18n/catalog';
import { useI18n } from '../../runtime/i18n/react';
import { ContactDialog } from '../../features/contact/ContactDialog';
import { investmentMessages } from './messages';

export interface SectorContactDialogProps {
  sector: InvestmentSector;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The investment office's contact details, introduced by the sector the visitor asked about.
 * Loaded with `React.lazy` on the first "Contactez-nous", so the page does not pay for it.
 */
export default function SectorContactDialog({ sector, isOpen, onOpenChange }: SectorContactDialogProps) {
  const { t, lang } = useI18n(investmentMessages);
  const title = pick(sector.title, lang);
  return (
    <ContactDialog
      office={offices.investment}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('dialog.title', { sector: title })}
      intro={t('dialog.intro', { sector: title })}
    />
  );
}
