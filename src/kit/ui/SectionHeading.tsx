import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Heading } from './Heading';

export type SectionIntroSize = 'lead' | 'body';

export interface SectionHeadingProps {
  /** The heading level, 1–6 (an element's `headingLevel`). */
  level: number;
  /** The heading's id, for the section's (or a list's) `aria-labelledby`. */
  id?: string;
  children: ReactNode;
  /** A paragraph under the heading introducing the section; none when absent. */
  intro?: ReactNode;
  /**
   * `lead` (the default): larger, muted text, 48rem wide at most, more room below — for a section
   * that opens a page or the home page; `body`: the running text's size and colour, 60ch wide.
   */
  introSize?: SectionIntroSize;
  /**
   * No margin below the heading: for a heading whose container spaces its children with `gap`
   * (the heading's own room would add to it).
   */
  flush?: boolean;
  /** The `part` name of the heading, for elements that expose it to `::part()`. */
  part?: string;
  /** The `part` name of the intro paragraph. */
  introPart?: string;
  /** Added to the heading's class (the element's own BEM class, for its own tweaks). */
  className?: string;
  /** Added to the intro paragraph's class. */
  introClassName?: string;
}

/**
 * A section's heading: the primary colour, a short accent underline, and room below it; then an
 * optional intro paragraph. Renders the heading and the paragraph side by side (no wrapper), so
 * it drops into any section, grid or flex layout.
 */
export function SectionHeading({ level, id, children, intro, introSize = 'lead', flush = false, part, introPart, className, introClassName }: SectionHeadingProps) {
  return (
    <>
      <Heading level={level} id={id} className={clsx('ui-section-heading', flush && 'ui-section-heading--flush', className)} part={part}>
        {children}
      </Heading>
      {intro != null && intro !== '' && (
        <p className={clsx('ui-section-heading__intro', `ui-section-heading__intro--${introSize}`, introClassName)} part={introPart}>
          {intro}
        </p>
      )}
    </>
  );
}
