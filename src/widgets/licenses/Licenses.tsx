import { useId } from 'react';
import { offices, telHref } from '../../content/commune';
import { permits as communePermits, permitSteps, type Permit } from '../../content/licenses';
import type { ProcedureStep } from '../../content/procedure';
import type { PropsOf } from '../../shared/contract';
import { pick } from '../../shared/i18n/catalog';
import { useI18n } from '../../runtime/i18n/react';
import { Card, SectionHeading, Steps } from '../../kit/ui';
import { PhoneIcon } from '../../kit/ui/icons';
import { formatCost, formatDays } from './format';
import type { licensesContract } from './licenses.contract';
import { licensesMessages } from './messages';

export type LicensesProps = PropsOf<typeof licensesContract.props>;

function PermitCard({ permit, headingLevel }: { permit: Permit; headingLevel: number }) {
  const { t, lang } = useI18n(licensesMessages);
  const requirementsId = useId();
  const office = offices[permit.office];
  const cost = formatCost(permit.cost, lang);
  return (
    <Card className="permit" headingLevel={headingLevel} heading={pick(permit.title, lang)}>
      <p className="permit__description">{pick(permit.description, lang)}</p>
      <dl className="permit__facts">
        <div className="permit__fact">
          <dt>{t('processing')}</dt>
          <dd className="permit__value">{formatDays(permit.processingDays, lang)}</dd>
        </div>
        <div className="permit__fact">
          <dt>{t('cost')}</dt>
          <dd>
            <span className="permit__value">{cost.amount}</span>{' '}
            <span className="permit__period">{cost.period}</span>
            {permit.costNote && <span className="permit__note">{pick(permit.costNote, lang)}</span>}
          </dd>
        </div>
        <div className="permit__fact permit__fact--wide">
          <dt>{t('office')}</dt>
          <dd>
            <span className="permit__office">{pick(office.name, lang)}</span>
            <span className="permit__note">{pick(office.location, lang)}</span>
            <a className="permit__phone" href={telHref(office.phone)}>
              <PhoneIcon width={16} height={16} />
              {office.phone}
            </a>
          </dd>
        </div>
      </dl>
      <p className="permit__requirements-label" id={requirementsId}>
        {t('requirements')}
      </p>
      <ul className="permit__requirements" aria-labelledby={requirementsId}>
        {permit.requirements.map((requirement) => (
          <li key={requirement.fr}>{pick(requirement, lang)}</li>
        ))}
      </ul>
    </Card>
  );
}

function Guide({ steps, headingLevel }: { steps: readonly ProcedureStep[]; headingLevel: number }) {
  const { t, lang } = useI18n(licensesMessages);
  const headingId = useId();
  return (
    <section className="licenses__guide" aria-labelledby={headingId} part="guide">
      <SectionHeading level={headingLevel} id={headingId} intro={t('guide.intro')} introSize="body">
        {t('guide.heading')}
      </SectionHeading>
      <Steps
        headingLevel={headingLevel + 1}
        steps={steps.map((step) => ({ id: step.id, title: pick(step.title, lang), text: pick(step.text, lang) }))}
      />
    </section>
  );
}

/**
 * The permits and steps to show are passed in, so tests can render any data; `Licenses` gives
 * them the commune's own.
 */
export function LicensesView({
  headingLevel,
  guide,
  permits,
  steps,
}: LicensesProps & { permits: readonly Permit[]; steps: readonly ProcedureStep[] }) {
  const { t } = useI18n(licensesMessages);
  const headingId = useId();
  return (
    <div className="licenses">
      <section className="licenses__permits" aria-labelledby={headingId}>
        <SectionHeading level={headingLevel} id={headingId}>
          {t('heading')}
        </SectionHeading>
        <ul className="licenses__list" role="list" part="list" aria-labelledby={headingId}>
          {permits.map((permit) => (
            <li key={permit.id} className="licenses__item" part="permit">
              <PermitCard permit={permit} headingLevel={headingLevel + 1} />
            </li>
          ))}
        </ul>
      </section>
      {guide && <Guide steps={steps} headingLevel={headingLevel} />}
    </div>
  );
}

/** `<commune-licenses>`: the permits the commune issues, from src/content/licenses.ts. */
export function Licenses(props: LicensesProps) {
  return <LicensesView {...props} permits={communePermits} steps={permitSteps} />;
}
