import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useI18n } from '../../runtime/i18n/react';
import { adminMessages } from './admin-messages';
import { ArrowDownIcon, ArrowUpIcon, ArrowRightIcon } from './icons';

export interface StatCardProps {
  /** What is counted (« Actualités publiées »). */
  label: string;
  /** The figure: a number is formatted in the page language (`1 250` / `1,250`); a text is shown as is. */
  value: number | string;
  /** The change since the last period, in percent (12 for +12 %); none shows no change line. */
  change?: number;
  /**
   * The change line, `{change}` standing for the signed percentage (default
   * « {change} depuis le mois dernier » / "{change} from last month").
   */
  changeTemplate?: string;
  /** When a fall is good news (complaints, waiting days): a fall is then green, a rise red. */
  lowerIsBetter?: boolean;
  /** A small decorative icon beside the label. */
  icon?: ReactNode;
  className?: string;
}

type Trend = 'up' | 'down' | 'steady';

/**
 * A dashboard figure: label, value and its change. The change says its direction three ways,
 * so colour is never the only cue: an arrow, the sign (`+12 %`), and words for screen readers
 * (« En hausse : »). Green for good news, red for bad, grey when steady.
 */
export function StatCard({ label, value, change, changeTemplate, lowerIsBetter = false, icon, className }: StatCardProps) {
  const { t, formatNumber } = useI18n(adminMessages);
  const trend: Trend | undefined = change === undefined ? undefined : change > 0 ? 'up' : change < 0 ? 'down' : 'steady';
  const tone = trend === undefined || trend === 'steady' ? 'neutral' : (trend === 'up') !== lowerIsBetter ? 'good' : 'bad';
  const formattedChange =
    change === undefined ? '' : formatNumber(change / 100, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 1 });
  const changeText = changeTemplate ? changeTemplate.replace('{change}', formattedChange) : t('stat.change', { change: formattedChange });
  const TrendIcon = trend === 'up' ? ArrowUpIcon : trend === 'down' ? ArrowDownIcon : ArrowRightIcon;
  return (
    <div className={clsx('ui-stat', className)} data-trend={trend} data-tone={tone}>
      <p className="ui-stat__label">
        {icon && <span className="ui-stat__icon">{icon}</span>}
        {label}
      </p>
      <p className="ui-stat__value">{typeof value === 'number' ? formatNumber(value) : value}</p>
      {trend && (
        <p className="ui-stat__change">
          <TrendIcon className="ui-stat__arrow" width={16} height={16} strokeWidth={2.5} />
          <span className="visually-hidden">{t(trend === 'up' ? 'stat.increase' : trend === 'down' ? 'stat.decrease' : 'stat.steady')} </span>
          {changeText}
        </p>
      )}
    </div>
  );
}
