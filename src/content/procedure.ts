import type { Localized } from '../shared/i18n/catalog';

/** One step of a procedure a resident or a business follows (bid for a tender, apply for a permit). */
export interface ProcedureStep {
  /** Stable, kebab-case. */
  id: string;
  title: Localized;
  text: Localized;
}
