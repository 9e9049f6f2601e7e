import type { ComponentPropsWithoutRef, Ref } from 'react';

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export interface HeadingProps extends ComponentPropsWithoutRef<HeadingTag> {
  /** The heading level, 1–6; other numbers are clamped into that range. */
  level: number;
  ref?: Ref<HTMLHeadingElement>;
}

/** `<h1>`–`<h6>` chosen by `level`, so an element's headings follow the host page's outline. */
export function Heading({ level, ...props }: HeadingProps) {
  const clamped = Number.isFinite(level) ? Math.min(Math.max(Math.trunc(level), 1), 6) : 2;
  const Tag = `h${clamped}` as HeadingTag;
  return <Tag {...props} />;
}
