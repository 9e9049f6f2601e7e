import type { ComponentType } from 'react';
import type { PaymentMethodId } from '../../content/taxes';
import { Icon, type IconProps } from '../../kit/ui/icons';

/** A banknote with its central medallion. */
const BanknoteIcon = (props: IconProps) => (
  <Icon strokeWidth="1.75" {...props}>
    <path d="M2.5 6.5h19v11h-19z" />
    <circle cx="12" cy="12" r="2.6" />
    <path d="M6 9.5v5M18 9.5v5" />
  </Icon>
);

/** A bank: pediment, columns and steps. */
const BankIcon = (props: IconProps) => (
  <Icon strokeWidth="1.75" {...props}>
    <path d="M3 9.5 12 4l9 5.5zM5.5 10v7M10 10v7M14 10v7M18.5 10v7M3.5 20h17M4 17.5h16" />
  </Icon>
);

/** A mobile phone, the way residents pay by MTN MoMo or Orange Money. */
const MobileIcon = (props: IconProps) => (
  <Icon strokeWidth="1.75" {...props}>
    <path d="M7.5 2.5h9a1 1 0 0 1 1 1v17a1 1 0 0 1-1 1h-9a1 1 0 0 1-1-1v-17a1 1 0 0 1 1-1ZM10.5 18.5h3" />
  </Icon>
);

export const paymentMethodIcons: Readonly<Record<PaymentMethodId, ComponentType<IconProps>>> = {
  cash: BanknoteIcon,
  transfer: BankIcon,
  mobileMoney: MobileIcon,
};
