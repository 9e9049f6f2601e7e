import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { siteHref } from '../../runtime/links';
import { Heading } from './Heading';

export interface CardImage {
  /** A site path (`/images/…`) or URL. */
  src: string;
  /** Already in the page language; empty for a decorative image. */
  alt: string;
  width: number;
  height: number;
}

export interface CardProps {
  /** Level of the card's heading, 1–6. */
  headingLevel: number;
  heading: ReactNode;
  image?: CardImage;
  /** A short line above the heading (a category, a date). */
  eyebrow?: ReactNode;
  /** Actions or links at the bottom of the card. */
  footer?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** A self-contained item of a grid or list: `<article class="ui-card">` named by its heading. */
export function Card({ headingLevel, heading, image, eyebrow, footer, className, children }: CardProps) {
  const headingId = useId();
  return (
    <article className={clsx('ui-card', className)} aria-labelledby={headingId}>
      {image && (
        <img
          className="ui-card__image"
          src={siteHref(image.src)}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="ui-card__body">
        <Heading level={headingLevel} id={headingId} className="ui-card__heading">
          {heading}
        </Heading>
        {eyebrow && <p className="ui-card__eyebrow">{eyebrow}</p>}
        {children}
      </div>
      {footer && <div className="ui-card__footer">{footer}</div>}
    </article>
  );
}
