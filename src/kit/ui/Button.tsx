import clsx from 'clsx';
import type { Ref } from 'react';
import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';

/** `primary` (filled), `secondary` (outlined) or `ghost` (text only): shared with LinkButton. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends AriaButtonProps {
  /** `primary` (filled, the default), `secondary` (outlined) or `ghost` (text only). */
  variant?: ButtonVariant;
  ref?: Ref<HTMLButtonElement>;
}

/** An action. Hover, press and keyboard focus come from react-aria as `data-*` states. */
export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (extra) => clsx('ui-button', `ui-button--${variant}`, extra))}
    />
  );
}
