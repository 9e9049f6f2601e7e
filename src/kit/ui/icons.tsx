import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** Stroke icons on a 24-unit grid, shared by every element; decorative, so hidden from assistive technology. */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);

export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m9 5 7 7-7 7" />
  </Icon>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m15 5-7 7 7 7" />
  </Icon>
);

export const PauseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 5v14M15 5v14" />
  </Icon>
);

export const PlayIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 4.5v15l12-7.5Z" />
  </Icon>
);

export const GlobeIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
  </Icon>
);

export const ArrowRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12h13M13 6l6 6-6 6" />
  </Icon>
);

export const ClockIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3.5 2" />
  </Icon>
);

/** The help button's question mark: a bolder stroke, with a filled dot. */
export const CalendarIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </Icon>
);

/** A calendar with a plus: « Ajouter à mon agenda ». */
export const CalendarPlusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M21 12V7a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7" />
    <path d="M3 10h18M8 3v4M16 3v4M18 15v6M15 18h6" />
  </Icon>
);

/** An arrow leaving a box: a link to another site (the map). */
export const ExternalLinkIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Icon>
);

export const ArrowLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M19 12H6M11 6l-6 6 6 6" />
  </Icon>
);

export const QuestionMarkIcon = (props: IconProps) => (
  <Icon strokeWidth="2.4" {...props}>
    <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 2.8-3 4.6" />
    <circle cx="11.9" cy="18.2" r="1.45" fill="currentColor" stroke="none" />
  </Icon>
);

export const PhoneIcon = (props: IconProps) => (
  <Icon strokeWidth="1.75" {...props}>
    <path d="M6.6 3.5h3l1.5 4-2 1.3a11 11 0 0 0 6.1 6.1l1.3-2 4 1.5v3a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2Z" />
  </Icon>
);

export const MailIcon = (props: IconProps) => (
  <Icon strokeWidth="1.75" {...props}>
    <path d="M3.5 6.5h17v11h-17zM3.5 7l8.5 6.5L20.5 7" />
  </Icon>
);

export const MapPinIcon = (props: IconProps) => (
  <Icon strokeWidth="1.75" {...props}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21ZM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />
  </Icon>
);

/* The municipal services' pictograms (home page tiles). */

export const FileTextIcon = (props: IconProps) => (
  <Icon strokeWidth="1.75" {...props}>
    <path d="M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6" />
  </Icon>
);

export const TrafficConeIcon = (props: IconProps) => (
  <Icon strokeWidth="1.75" {...props}>
    <path d="M10 3.5h4l4.5 15h-13zM8.3 9.5h7.4M6.9 14h10.2M3 20.5h18" />
  </Icon>
);

export const CoinsIcon = (props: IconProps) => (
  <Icon strokeWidth="1.75" {...props}>
    <ellipse cx="12" cy="6" rx="7" ry="3" />
    <path d="M5 6v6c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12v6c0 1.7 3.1 3 7 3s7-1.3 7-3v-6" />
  </Icon>
);

export const ReceiptIcon = (props: IconProps) => (
  <Icon strokeWidth="1.75" {...props}>
    <path d="M6 3h12v18l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5L6 21zM9 8h6M9 12h6M9 16h3" />
  </Icon>
);

export const AwardIcon = (props: IconProps) => (
  <Icon strokeWidth="1.75" {...props}>
    <circle cx="12" cy="9" r="6" />
    <path d="m9.5 9 1.7 1.7 3.3-3.4M8.5 14 7 21l5-2.5 5 2.5-1.5-7" />
  </Icon>
);

export const StampIcon = (props: IconProps) => (
  <Icon strokeWidth="1.75" {...props}>
    <path d="M4 21h16M5 17h14v-3a2 2 0 0 0-2-2H7a2 2 0 0 0-2 2zM10 12V9.5a3.5 3.5 0 1 1 4 0V12" />
  </Icon>
);

export const BabyIcon = (props: IconProps) => (
  <Icon strokeWidth="1.75" {...props}>
    <circle cx="12" cy="13" r="8" />
    <path d="M12 5c0-1.5 1-2 2-2M9.5 12h.01M14.5 12h.01M10 16a3 3 0 0 0 4 0" />
  </Icon>
);

export const RingsIcon = (props: IconProps) => (
  <Icon strokeWidth="1.75" {...props}>
    <circle cx="9" cy="15" r="5.5" />
    <circle cx="15" cy="15" r="5.5" />
    <path d="m13 6 2-2.5L17 6l-2 2.5z" />
  </Icon>
);

export const ArrowUpIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Icon>
);

export const ArrowDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 5v14M19 12l-7 7-7-7" />
  </Icon>
);

export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);

export const SortIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m8 9 4-4 4 4M8 15l4 4 4-4" />
  </Icon>
);

export const ImageIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </Icon>
);
