import type { MarketFigure } from '../../content/investment';
import { formatNumber, formatPercent } from '../../shared/i18n/format';
import type { Lang } from '../../runtime/store';

/**
 * A market figure as the overview shows it: `150 000+`, `5,2 %`, `2 000+` in French (narrow
 * no-break spaces from Intl), `150,000+`, `5.2%`, `2,000+` in English.
 */
export function formatFigure(figure: MarketFigure, lang: Lang): string {
  const value = figure.unit === 'percent' ? formatPercent(figure.value, lang) : formatNumber(figure.value, lang);
  return figure.moreThan ? `${value}+` : value;
}
