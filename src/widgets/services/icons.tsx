import type { ComponentType } from 'react';
import type { ServiceIcon } from '../../content/services';
import { AwardIcon, BabyIcon, CoinsIcon, FileTextIcon, ReceiptIcon, RingsIcon, StampIcon, TrafficConeIcon, type IconProps } from '../../kit/ui';

/** The pictogram drawn for each service's `icon` id. */
export const serviceIcons: Readonly<Record<ServiceIcon, ComponentType<IconProps>>> = {
  document: FileTextIcon,
  tools: TrafficConeIcon,
  tax: CoinsIcon,
  receipt: ReceiptIcon,
  licence: AwardIcon,
  stamp: StampIcon,
  baby: BabyIcon,
  rings: RingsIcon,
};
