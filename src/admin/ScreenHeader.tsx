import type { ReactNode } from 'react';
import { paths } from '../content/site-map';
import { useI18n } from '../runtime/i18n/react';
import { adminMessages } from '../kit/ui/admin-messages';
import { Breadcrumbs } from '../kit/ui/Breadcrumbs';
import { Heading } from '../kit/ui/Heading';

export interface ScreenHeaderProps {
  /** The screen's heading (« Gestion des actualités »). */
  heading: string;
  /** Its level: 1 when the screen is the page (the admin pages), 2 inside another page. */
  headingLevel: number;
  /** The heading's id, for the screen's `aria-labelledby`. */
  headingId: string;
  /** The last breadcrumb (default: the heading); the trail starts at the dashboard. */
  crumb?: string;
  /** Under the heading: one line saying what the screen is for. */
  intro?: ReactNode;
  /** At the end of the row: the screen's main action (Create…). */
  actions?: ReactNode;
}

/**
 * The top of every admin screen: the breadcrumb back to the dashboard (« Tableau de bord ›
 * Gestion des actualités »), the heading (focusable, so the shell can move focus there after
 * a navigation), an introduction and the main action.
 */
export function ScreenHeader({ heading, headingLevel, headingId, crumb, intro, actions }: ScreenHeaderProps) {
  const { t } = useI18n(adminMessages);
  return (
    <header className="ui-screen-header">
      <Breadcrumbs
        items={[
          { id: 'dashboard', label: t('screen.dashboard'), href: paths.admin },
          { id: 'current', label: crumb ?? heading },
        ]}
      />
      <div className="ui-screen-header__row">
        <div className="ui-screen-header__text">
          <Heading level={headingLevel} id={headingId} className="ui-screen-header__heading" tabIndex={-1}>
            {heading}
          </Heading>
          {intro ? <p className="ui-screen-header__intro">{intro}</p> : null}
        </div>
        {actions ? <div className="ui-screen-header__actions">{actions}</div> : null}
      </div>
    </header>
  );
}
