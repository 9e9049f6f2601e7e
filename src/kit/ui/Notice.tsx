import clsx from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';

/** `success` (sent, saved), `danger` (refused, failed) or `info`. */
export type NoticeTone = 'success' | 'danger' | 'info';

export interface NoticeProps extends HTMLAttributes<HTMLDivElement> {
  tone: NoticeTone;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A boxed message about what just happened (a form sent or refused), with a bar of its tone
 * down its side. Only a box: the page decides how it is announced, usually by rendering it
 * inside a live region that was already there, or by moving focus to it (`tabIndex={-1}`).
 */
export function Notice({ tone, className, ...props }: NoticeProps) {
  return <div {...props} className={clsx('ui-notice', `ui-notice--${tone}`, className)} />;
}

/**
 * Where a form says why a submit failed: a live region present from the start, so the danger
 * notice that appears in it (while there are `children`) is announced.
 */
export function FormAlert({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <div role="alert" className={className}>
      {children ? <Notice tone="danger">{children}</Notice> : null}
    </div>
  );
}
