import { useId } from 'react';
import { commune, offices, telHref } from '../../content/commune';
import { paymentMethods as communePaymentMethods, taxes as communeTaxes, type PaymentMethod, type Tax } from '../../content/taxes';
import type { PropsOf } from '../../shared/contract';
import { pick } from '../../shared/i18n/catalog';
import { useI18n } from '../../runtime/i18n/react';
import { Card, Heading, SectionHeading } from '../../kit/ui';
import { PhoneIcon } from '../../kit/ui/icons';
import { formatBrackets, formatSimpleRate, formatYearlyDay, yearlessDate } from './format';
import { paymentMethodIcons } from './icons';
import { taxesMessages } from './messages';
import type { taxesContract } from './taxes.contract';

export type TaxesProps = PropsOf<typeof taxesContract.props>;

function MethodItem({ method, headingLevel }: { method: PaymentMethod; headingLevel: number }) {
  const { t, lang } = useI18n(taxesMessages);
  const MethodIcon = paymentMethodIcons[method.id];
  const office = method.office && offices[method.office];
  return (
    <li className="method" part="method">
      <span className="method__icon">
        <MethodIcon width={24} height={24} />
      </span>
      <Heading level={headingLevel} className="method__title">
        {pick(method.title, lang)}
      </Heading>
      <p className="method__how">{pick(method.how, lang)}</p>
      {office && (
        <dl className="method__office">
          <div>
            <dt>{t('methods.where')}</dt>
            <dd>
              {pick(office.name, lang)}, {pick(office.location, lang)}
            </dd>
          </div>
          <div>
            <dt>{t('methods.hours')}</dt>
            <dd>{pick(commune.officeHours, lang)}</dd>
          </div>
          <div>
            <dt>{t('methods.phone')}</dt>
            <dd>
              <a className="method__phone" href={telHref(office.phone)}>
                <PhoneIcon width={16} height={16} />
                {office.phone}
              </a>
            </dd>
          </div>
        </dl>
      )}
    </li>
  );
}

function Rate({ tax }: { tax: Tax }) {
  const { t, lang } = useI18n(taxesMessages);
  if (tax.rate.kind !== 'brackets') return <span className="tax__rate">{formatSimpleRate(tax.rate, lang)}</span>;
  return (
    <table className="tax__brackets">
      <thead>
        <tr>
          <th scope="col">{t('brackets.turnover')}</th>
          <th scope="col">{t('brackets.rate')}</th>
        </tr>
      </thead>
      <tbody>
        {formatBrackets(tax.rate.brackets, lang).map((row) => (
          <tr key={row.turnover}>
            <th scope="row">{row.turnover}</th>
            <td>{row.rate}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Deadline({ tax }: { tax: Tax }) {
  const { t, lang } = useI18n(taxesMessages);
  const { deadline } = tax;
  if (deadline.kind === 'daily') return <>{t('deadline.daily')}</>;
  // The day sits inside the sentence as a <time>, so the sentence is split around its placeholder.
  const [before, after = ''] = t('deadline.yearly').split('{date}');
  return (
    <>
      {before}
      <time className="tax__date" dateTime={yearlessDate(deadline.month, deadline.day)}>
        {formatYearlyDay(deadline.month, deadline.day, lang)}
      </time>
      {after}
    </>
  );
}

function TaxCard({ tax, methods, headingLevel }: { tax: Tax; methods: readonly PaymentMethod[]; headingLevel: number }) {
  const { t, lang } = useI18n(taxesMessages);
  const accepted = tax.paymentMethods.map((id) => methods.find((method) => method.id === id)).filter((method) => method !== undefined);
  return (
    <Card className="tax" headingLevel={headingLevel} heading={pick(tax.title, lang)}>
      <p className="tax__description">{pick(tax.description, lang)}</p>
      <dl className="tax__facts">
        <div className="tax__fact">
          <dt>{t('rate')}</dt>
          <dd>
            <Rate tax={tax} />
          </dd>
        </div>
        <div className="tax__fact">
          <dt>{t('deadline')}</dt>
          <dd>
            <Deadline tax={tax} />
          </dd>
        </div>
        <div className="tax__fact">
          <dt>{t('methods')}</dt>
          <dd>
            <ul className="tax__methods" role="list">
              {accepted.map((method) => {
                const MethodIcon = paymentMethodIcons[method.id];
                return (
                  <li key={method.id} className="tax__method">
                    <MethodIcon width={18} height={18} />
                    {pick(method.title, lang)}
                  </li>
                );
              })}
            </ul>
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/**
 * The payment methods and taxes to show are passed in, so tests can render any data; `Taxes`
 * gives them the commune's own.
 */
export function TaxesView({ headingLevel, methods, taxes }: TaxesProps & { methods: readonly PaymentMethod[]; taxes: readonly Tax[] }) {
  const { t } = useI18n(taxesMessages);
  const methodsId = useId();
  const taxesId = useId();
  return (
    <div className="taxes">
      <section className="taxes__payment" aria-labelledby={methodsId}>
        <SectionHeading level={headingLevel} id={methodsId} intro={t('methods.intro')} introSize="body">
          {t('methods.heading')}
        </SectionHeading>
        <ul className="taxes__methods" role="list" part="methods" aria-labelledby={methodsId}>
          {methods.map((method) => (
            <MethodItem key={method.id} method={method} headingLevel={headingLevel + 1} />
          ))}
        </ul>
      </section>
      <section className="taxes__taxes" aria-labelledby={taxesId}>
        <SectionHeading level={headingLevel} id={taxesId}>
          {t('taxes.heading')}
        </SectionHeading>
        <ul className="taxes__list" role="list" part="list" aria-labelledby={taxesId}>
          {taxes.map((tax) => (
            <li key={tax.id} className="taxes__item" part="tax">
              <TaxCard tax={tax} methods={methods} headingLevel={headingLevel + 1} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** `<commune-taxes>`: the municipal taxes and how to pay them, from src/content/taxes.ts. */
export function Taxes(props: TaxesProps) {
  return <TaxesView {...props} methods={communePaymentMethods} taxes={communeTaxes} />;
}
