import type { ReactNode } from 'react';
import { commune, mailHref, offices, telHref } from '../../content/commune';
import { dossierAccess, tenderCategoryLabels, tenderEstimate, tenderOffice, type Tender } from '../../content/tenders';
import { pick } from '../../shared/i18n/catalog';
import { useFormatDate } from '../../runtime/i18n/dates';
import { useI18n } from '../../runtime/i18n/react';
import { Dialog } from '../../kit/ui/Dialog';
import { MailIcon, PhoneIcon } from '../../kit/ui/icons';
import { formatExecution } from './format';
import { tendersMessages } from './messages';

export type TenderDialogMode = 'details' | 'dossier';

export interface TenderDialogProps {
  tender: Tender;
  /** `details`: the full notice; `dossier`: the bidding file’s contents, price and where to get it. */
  mode: TenderDialogMode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="tender-dialog__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Details({ tender }: { tender: Tender }) {
  const { t, lang, formatAmount } = useI18n(tendersMessages);
  const formatDate = useFormatDate();
  const { details } = tender;
  return (
    <dl className="tender-dialog__details">
      <Row label={t('details.estimate')}>{formatAmount(tenderEstimate(tender))}</Row>
      <Row label={t('details.lots')}>
        <ul className="tender-dialog__list" role="list">
          {details.lots.map((lot) => (
            <li key={lot.title.fr}>
              {t('details.lot', { lot: pick(lot.title, lang), amount: formatAmount(lot.estimate) })}
            </li>
          ))}
        </ul>
      </Row>
      <Row label={t('details.place')}>{pick(details.place, lang)}</Row>
      <Row label={t('details.execution')}>{formatExecution(details.execution, lang)}</Row>
      <Row label={t('details.funding')}>{pick(details.funding, lang)}</Row>
      <Row label={t('details.eligibility')}>
        <ul className="tender-dialog__list tender-dialog__list--bullets">
          {details.eligibility.map((condition) => (
            <li key={condition.fr}>{pick(condition, lang)}</li>
          ))}
        </ul>
      </Row>
      <Row label={t('details.bidBond')}>{formatAmount(details.bidBond)}</Row>
      <Row label={t('details.deadline')}>
        <time dateTime={`${tender.deadline}T${tender.deadlineTime}`}>
          {t('details.until', { date: formatDate(tender.deadline), time: tender.deadlineTime })}
        </time>
      </Row>
      <Row label={t('details.opening')}>
        <time dateTime={`${details.bidOpening.date}T${details.bidOpening.time}`}>
          {t('details.at', { date: formatDate(details.bidOpening.date), time: details.bidOpening.time })}
        </time>
        <br />
        {pick(details.bidOpening.place, lang)}
      </Row>
    </dl>
  );
}

function Dossier({ tender }: { tender: Tender }) {
  const { t, lang, formatAmount } = useI18n(tendersMessages);
  const office = offices[tenderOffice];
  return (
    <>
      <h3 className="tender-dialog__subheading">{t('dossier.contents')}</h3>
      <ul className="tender-dialog__list tender-dialog__list--bullets">
        {tender.dossier.documents.map((document) => (
          <li key={document.fr}>{pick(document, lang)}</li>
        ))}
      </ul>
      <dl className="tender-dialog__details">
        <Row label={t('dossier.cost')}>
          <strong>{t('dossier.costValue', { amount: formatAmount(tender.dossier.cost) })}</strong>
        </Row>
      </dl>
      <h3 className="tender-dialog__subheading">{t('dossier.where')}</h3>
      <p className="tender-dialog__text">{pick(dossierAccess, lang)}</p>
      <dl className="tender-dialog__details">
        <Row label={t('dossier.office')}>{pick(office.name, lang)}</Row>
        <Row label={t('dossier.location')}>{pick(office.location, lang)}</Row>
        <Row label={t('dossier.hours')}>{pick(commune.officeHours, lang)}</Row>
        <Row label={t('dossier.phone')}>
          <a className="tender-dialog__contact" href={telHref(office.phone)}>
            <PhoneIcon width={18} height={18} />
            {office.phone}
          </a>
        </Row>
        <Row label={t('dossier.email')}>
          <a className="tender-dialog__contact" href={mailHref(office.email)}>
            <MailIcon width={18} height={18} />
            {office.email}
          </a>
        </Row>
      </dl>
    </>
  );
}

/** The bidding file's title, its reference kept on one line (`AO-2025-014` never breaks at a hyphen). */
function DossierTitle({ reference }: { reference: string }) {
  const { t } = useI18n(tendersMessages);
  const [before, after = ''] = t('dossier.title', { reference: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <span className="tender-dialog__reference">{reference}</span>
      {after}
    </>
  );
}

/**
 * A tender's full notice or its bidding file. Loaded with `React.lazy` on the first “Détails”
 * or “Dossier”, so the page does not pay for it at load.
 */
export default function TenderDialog({ tender, mode, isOpen, onOpenChange }: TenderDialogProps) {
  const { t, lang } = useI18n(tendersMessages);
  const title = pick(tender.title, lang);
  return mode === 'details' ? (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      description={t('details.description', { reference: tender.reference, category: pick(tenderCategoryLabels[tender.category], lang) })}
      className="tender-dialog"
      part="dialog"
    >
      <Details tender={tender} />
    </Dialog>
  ) : (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={<DossierTitle reference={tender.reference} />}
      description={title}
      className="tender-dialog"
      part="dialog"
    >
      <Dossier tender={tender} />
    </Dialog>
  );
}
