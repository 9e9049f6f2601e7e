import { lazy, Suspense, useId, useState } from 'react';
import type { ProcedureStep } from '../../content/procedure';
import { tenderCategoryLabels, tenders as communeTenders, tenderSteps, type Tender } from '../../content/tenders';
import type { PropsOf } from '../../shared/contract';
import { pick } from '../../shared/i18n/catalog';
import { useFormatDate } from '../../runtime/i18n/dates';
import { useI18n } from '../../runtime/i18n/react';
import { Badge, Button, Card, SectionHeading, Steps } from '../../kit/ui';
import { ClockIcon } from '../../kit/ui/icons';
import { categoryTone } from './format';
import { tendersMessages } from './messages';
import type { TenderDialogMode } from './TenderDialog';
import type { tendersContract } from './tenders.contract';

export type TendersProps = PropsOf<typeof tendersContract.props>;

const TenderDialog = lazy(() => import('./TenderDialog'));

interface OpenDialog {
  tender: Tender;
  mode: TenderDialogMode;
  isOpen: boolean;
}

function TenderCard({ tender, headingLevel, onOpen }: { tender: Tender; headingLevel: number; onOpen: (mode: TenderDialogMode) => void }) {
  const { t, lang } = useI18n(tendersMessages);
  const formatDate = useFormatDate();
  const about = t('button.about', { reference: tender.reference });
  return (
    <Card
      className="tender"
      headingLevel={headingLevel}
      heading={pick(tender.title, lang)}
      eyebrow={tender.reference}
      footer={
        <>
          <Button variant="primary" className="tender__action" onPress={() => onOpen('details')}>
            {t('details')}
            <span className="visually-hidden"> {about}</span>
          </Button>
          <Button variant="secondary" className="tender__action" onPress={() => onOpen('dossier')}>
            {t('dossier')}
            <span className="visually-hidden"> {about}</span>
          </Button>
        </>
      }
    >
      <p className="tender__category">
        <span className="visually-hidden">{t('category')} </span>
        <Badge tone={categoryTone[tender.category]}>{pick(tenderCategoryLabels[tender.category], lang)}</Badge>
      </p>
      <p className="tender__description">{pick(tender.description, lang)}</p>
      <p className="tender__deadline">
        <ClockIcon className="tender__clock" width={18} height={18} />
        <span>
          {t('deadline')}{' '}
          <time className="tender__date" dateTime={tender.deadline}>
            {formatDate(tender.deadline)}
          </time>
        </span>
      </p>
    </Card>
  );
}

function Guide({ steps, headingLevel }: { steps: readonly ProcedureStep[]; headingLevel: number }) {
  const { t, lang } = useI18n(tendersMessages);
  const headingId = useId();
  return (
    <section className="tenders__guide" aria-labelledby={headingId} part="guide">
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
 * The tenders and steps to show are passed in, so tests can render any data; `Tenders` gives
 * them the commune's own.
 */
export function TendersView({
  headingLevel,
  guide,
  tenders,
  steps,
}: TendersProps & { tenders: readonly Tender[]; steps: readonly ProcedureStep[] }) {
  const { t } = useI18n(tendersMessages);
  const headingId = useId();
  // The dialog's code loads on the first request and stays mounted afterwards, so closing it
  // (with its exit animation) hands focus back to the button that opened it.
  const [dialog, setDialog] = useState<OpenDialog | null>(null);

  return (
    <div className="tenders">
      <section className="tenders__open" aria-labelledby={headingId}>
        <SectionHeading level={headingLevel} id={headingId}>
          {t('heading')}
        </SectionHeading>
        <ul className="tenders__list" role="list" part="list" aria-labelledby={headingId}>
          {tenders.map((tender) => (
            <li key={tender.reference} className="tenders__item" part="tender">
              <TenderCard tender={tender} headingLevel={headingLevel + 1} onOpen={(mode) => setDialog({ tender, mode, isOpen: true })} />
            </li>
          ))}
        </ul>
      </section>
      {guide && <Guide steps={steps} headingLevel={headingLevel} />}
      {dialog && (
        <Suspense fallback={null}>
          <TenderDialog
            tender={dialog.tender}
            mode={dialog.mode}
            isOpen={dialog.isOpen}
            onOpenChange={(isOpen) => setDialog({ ...dialog, isOpen })}
          />
        </Suspense>
      )}
    </div>
  );
}

/** `<commune-tenders>`: the tenders in progress, from src/content/tenders.ts. */
export function Tenders(props: TendersProps) {
  return <TendersView {...props} tenders={communeTenders} steps={tenderSteps} />;
}
