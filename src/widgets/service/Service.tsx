import { useId, type ReactNode } from 'react';
import { commune, mailHref, offices, telHref } from '../../content/commune';
import { serviceById, services, type ServiceFee } from '../../content/service-pages';
import type { PropsOf } from '../../shared/contract';
import { pick } from '../../shared/i18n/catalog';
import { useI18n } from '../../runtime/i18n/react';
import { siteHref } from '../../runtime/links';
import { ArrowRightIcon, ClockIcon, Heading, MailIcon, MapPinIcon, PhoneIcon } from '../../kit/ui';
import { serviceMessages } from './messages';
import type { serviceContract } from './service.contract';

export type ServiceProps = PropsOf<typeof serviceContract.props>;

/** A link's text ending in an arrow that stays with the last word when the text wraps. */
function WithArrow({ text }: { text: string }) {
  const lastSpace = text.lastIndexOf(' ');
  return (
    <>
      {text.slice(0, lastSpace + 1)}
      <span className="with-arrow">
        {text.slice(lastSpace + 1)}
        <ArrowRightIcon width={18} height={18} />
      </span>
    </>
  );
}

/** A titled part of the page: a `section` named by its heading. */
function Part({ heading, level, className, children }: { heading: string; level: number; className: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={`service__part ${className}`} aria-labelledby={headingId}>
      <Heading level={level} id={headingId} className="service__heading">
        {heading}
      </Heading>
      {children}
    </section>
  );
}

/**
 * `<commune-service>`: one service's page, for the resident who has to go to the town hall:
 * what it is and who can ask (main column), what to bring and what happens, then the cost,
 * the time it takes and the office with its phone, email and hours, and the other services.
 */
export function Service({ service: serviceId, headingLevel }: ServiceProps) {
  const { t, lang, formatAmount } = useI18n(serviceMessages);
  const service = serviceById(serviceId);
  const office = offices[service.office];
  const othersId = useId();
  const text = (value: { fr: string; en: string }) => pick(value, lang);

  const amount = (fee: ServiceFee) => {
    if (fee.amount === 'free') return t('free');
    return fee.per ? `${formatAmount(fee.amount)} ${text(fee.per)}` : formatAmount(fee.amount);
  };

  return (
    <div className="service" data-service={service.id}>
      <div className="service__details" part="details">
        <Part heading={t('about')} level={headingLevel} className="service__about">
          <p className="service__lead">{text(service.about)}</p>
          <p className="service__covers-title">{t('covers')}</p>
          <ul className="service__covers">
            {service.covers.map((item) => (
              <li key={item.fr}>{text(item)}</li>
            ))}
          </ul>
          {service.moreInfo && (
            <p className="service__more">
              <a href={siteHref(service.moreInfo.href)}>
                <WithArrow text={text(service.moreInfo.label)} />
              </a>
            </p>
          )}
        </Part>

        <Part heading={t('eligibility')} level={headingLevel} className="service__eligibility">
          <p>{text(service.eligibility)}</p>
        </Part>

        <Part heading={t('documents')} level={headingLevel} className="service__documents">
          <ul role="list" className="service__checklist">
            {service.documents.map((document) => (
              <li key={document.fr}>{text(document)}</li>
            ))}
          </ul>
        </Part>

        <Part heading={t('steps')} level={headingLevel} className="service__steps">
          <ol role="list" className="service__step-list">
            {service.steps.map((step, index) => (
              <li key={step.fr} className="service__step">
                <span className="service__step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="service__step-text">{text(step)}</span>
              </li>
            ))}
          </ol>
        </Part>

        {service.notice && (
          <p className="service__notice">
            <strong>{t('notice')}</strong> {text(service.notice)}
          </p>
        )}
      </div>

      <div className="service__facts" part="facts">
        <Part heading={t('cost')} level={headingLevel} className="service__cost">
          <dl className="service__fees">
            {service.fees.map((fee) => (
              <div key={fee.label.fr} className="service__fee">
                <dt>{text(fee.label)}</dt>
                <dd>{amount(fee)}</dd>
              </div>
            ))}
          </dl>
          {service.feeNote && <p className="service__fee-note">{text(service.feeNote)}</p>}
        </Part>

        <Part heading={t('delay')} level={headingLevel} className="service__delay">
          <p>{text(service.delay)}</p>
        </Part>

        <Part heading={t('where')} level={headingLevel} className="service__where">
          <dl className="service__contact">
            <div>
              <dt>{t('office')}</dt>
              <dd className="service__office">{text(office.name)}</dd>
            </div>
            <div>
              <dt>
                <MapPinIcon width={18} height={18} />
                {t('location')}
              </dt>
              <dd>{text(office.location)}</dd>
            </div>
            <div>
              <dt>
                <PhoneIcon width={18} height={18} />
                {t('phone')}
              </dt>
              <dd>
                <a href={telHref(office.phone)}>{office.phone}</a>
              </dd>
            </div>
            <div>
              <dt>
                <MailIcon width={18} height={18} />
                {t('email')}
              </dt>
              <dd>
                <a href={mailHref(office.email)}>{office.email}</a>
              </dd>
            </div>
            <div>
              <dt>
                <ClockIcon width={18} height={18} />
                {t('hours')}
              </dt>
              <dd>
                {text(commune.officeHours)}
                {service.hoursNote && <span className="service__hours-note">{text(service.hoursNote)}</span>}
              </dd>
            </div>
          </dl>
        </Part>
      </div>

      <nav className="service__others" part="other-services" aria-labelledby={othersId}>
        <Heading level={headingLevel} id={othersId} className="service__heading">
          {t('others')}
        </Heading>
        <ul role="list" className="service__other-list">
          {services
            .filter((other) => other.id !== service.id)
            .map((other) => (
              <li key={other.id}>
                <a href={siteHref(other.path)}>{text(other.label)}</a>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
}
