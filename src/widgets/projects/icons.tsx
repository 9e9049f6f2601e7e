import type { ComponentType } from 'react';
import type { ProjectIconId } from '../../content/projects';
import { Icon, type IconProps } from '../../kit/ui/icons';

/** A drop of water. */
const WaterIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3.5c3.6 4.3 6 7.7 6 10.7a6 6 0 0 1-12 0c0-3 2.4-6.4 6-10.7Z" />
    <path d="M9.5 15a2.6 2.6 0 0 0 2.5 2.5" />
  </Icon>
);

/** A street lamp with its solar panel. */
const StreetLightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 21h6M11 21V5.5a2 2 0 0 1 2-2h3.5M14.5 3.5l1 3.5h3l-1-3.5M17 10.5v1.5M20 10l1 1M14 10l-1 1" />
  </Icon>
);

/** A covered market hall. */
const MarketIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 10 12 4l9.5 6M4.5 10v10M19.5 10v10M2.5 20h19M8 20v-5h8v5M8 15V12h8v3" />
  </Icon>
);

/** A road running to the horizon, with its centre line. */
const RoadIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 3 5 21M15 3l4 18M12 4v2.5M12 10v3M12 17v3.5" />
  </Icon>
);

/** A school building with its flag. */
const SchoolIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 21h18M5 21v-9l7-4 7 4v9M12 8V3h4v2h-4M10 21v-4h4v4M8 13.5h.01M16 13.5h.01" />
  </Icon>
);

export const projectIcons: Readonly<Record<ProjectIconId, ComponentType<IconProps>>> = {
  water: WaterIcon,
  streetlight: StreetLightIcon,
  market: MarketIcon,
  road: RoadIcon,
  school: SchoolIcon,
};
