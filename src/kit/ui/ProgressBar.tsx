import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import { useI18n } from '../../runtime/i18n/react';
import { uiMessages } from './messages';

export interface ProgressBarProps {
  /** The bar's accessible name, shown above it. */
  label: ReactNode;
  value: number;
  /** The value of a full bar (default 100). */
  max?: number;
  className?: string;
}

/**
 * A determinate progress bar with its value written out in the page language (`65 %`,
 * `65%`); assistive technology reads the same text as `aria-valuetext`.
 */
export function ProgressBar({ label, value, max = 100, className }: ProgressBarProps) {
  const { formatPercent } = useI18n(uiMessages);
  const ratio = max > 0 ? Math.min(Math.max(value / max, 0), 1) : 0;
  const valueText = formatPercent(ratio * 100);
  return (
    <AriaProgressBar className={clsx('ui-progress', className)} value={value} maxValue={max} valueLabel={valueText}>
      <div className="ui-progress__header">
        <Label className="ui-progress__label">{label}</Label>
        <span className="ui-progress__value">{valueText}</span>
      </div>
      {/* SVG: its width is an attribute, not an inline style, which the page's CSP refuses in server HTML. */}
      <svg className="ui-progress__track" aria-hidden="true" focusable="false">
        <rect className="ui-progress__fill" width={`${Math.round(ratio * 1000) / 10}%`} height="100%" />
      </svg>
    </AriaProgressBar>
  );
}
