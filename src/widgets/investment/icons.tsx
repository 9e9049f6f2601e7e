import type { ComponentType } from 'react';
import type { SectorIconId } from '../../content/investment';
import { Icon, type IconProps } from '../../kit/ui/icons';

/** A road running to the horizon, with its centre line. */
const RoadIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 3 5 21M15 3l4 18M12 4v2.5M12 10v3M12 17v3.5" />
  </Icon>
);

/** A young millet or cotton shoot. */
const SproutIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21v-9M12 12C12 8.1 9.3 5 4.5 5c0 4 2.9 7 7.5 7ZM12 14.5c0-3.4 2.3-6.5 7.5-6.5 0 3.8-2.7 6.5-7.5 6.5ZM7 21h10" />
  </Icon>
);

/** The Mandara peaks under the sun. */
const MountainIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m2 20 6.5-11 4 6.5 2.5-3.5L22 20Z" />
    <circle cx="17.5" cy="5.5" r="2" />
  </Icon>
);

/** A market stall with its awning. */
const StoreIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 9 5 4h14l1.5 5M3.5 9a2.8 2.8 0 0 0 5.7 0 2.8 2.8 0 0 0 5.6 0 2.8 2.8 0 0 0 5.7 0M5 12v8h14v-8M10 20v-5h4v5" />
  </Icon>
);

/** The sun, for solar power. */
const SunIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
  </Icon>
);

/** A medical cross. */
const HealthIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9.5 3.5h5v6h6v5h-6v6h-5v-6h-6v-5h6Z" />
  </Icon>
);

export const sectorIcons: Readonly<Record<SectorIconId, ComponentType<IconProps>>> = {
  road: RoadIcon,
  sprout: SproutIcon,
  mountain: MountainIcon,
  store: StoreIcon,
  sun: SunIcon,
  health: HealthIcon,
};
