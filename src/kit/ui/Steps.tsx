import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Heading } from './Heading';

export interface Step {
  /** Stable key. */
  id: string;
  title: ReactNode;
  text: ReactNode;
}

export type StepsLayout = 'row' | 'column';

export interface StepsProps {
  steps: readonly Step[];
  /** Level of each step's title heading (the section's heading level + 1). */
  headingLevel: number;
  /**
   * `row` (the default): side by side, number above title, once the container is 48rem wide —
   * for two to four steps; `column`: always one under the other, number beside the title.
   */
  layout?: StepsLayout;
  /** Names the list, usually the id of the section's heading. */
  'aria-labelledby'?: string;
  /** The `part` name of the list, for elements that expose it to `::part()`. */
  part?: string;
  className?: string;
}

/**
 * A procedure as an ordered list: each step a panel with its number in a disc, a title and a
 * text. The number is drawn for the eye; the ordered list gives the position to assistive
 * technology.
 */
export function Steps({ steps, headingLevel, layout = 'row', part, className, ...labelled }: StepsProps) {
  return (
    <ol className={clsx('ui-steps', `ui-steps--${layout}`, className)} role="list" part={part} {...labelled}>
      {steps.map((step, index) => (
        <li key={step.id} className="ui-steps__step">
          <span className="ui-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <Heading level={headingLevel} className="ui-steps__title">
            {step.title}
          </Heading>
          <p className="ui-steps__text">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
