import clsx from 'clsx';
import type { ReactNode } from 'react';

export type BadgeTone = 'success' | 'warning' | 'info' | 'neutral' | 'danger';

export interface BadgeProps {
  /** The colour family; the text must say the meaning too, colour alone does not. */
  tone: BadgeTone;
  className?: string;
  children: ReactNode;
}

/** A short status or category label (`En cours`, `Classé`). */
export function Badge({ tone, className, children }: BadgeProps) {
  return <span className={clsx('ui-badge', `ui-badge--${tone}`, className)}>{children}</span>;
}
