import type { IconProps } from './icons';

/**
 * The commune's emblem: a baobab standing against the rising sun on red earth, inside a green
 * shield. Colours come from the design tokens, so a host's theme recolours it (`Emblem.css`,
 * in the kit's sheet).
 */
export const Emblem = (props: IconProps) => (
  <svg viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" focusable="false" {...props}>
    <path className="emblem-shield" d="M24 2.5 42.5 8v14.5c0 11.6-7.7 19.6-18.5 23-10.8-3.4-18.5-11.4-18.5-23V8L24 2.5Z" />
    <circle className="emblem-sun" cx="24" cy="20" r="11" />
    <path className="emblem-earth" d="M7.2 31.2c5.2-2.6 28.4-2.6 33.6 0-2.3 6.2-8 11-16.8 13.8-8.8-2.8-14.5-7.6-16.8-13.8Z" />
    <g className="emblem-tree">
      <path d="M19.6 31.4c1-3.8 1.1-8 1.8-11.9h5.2c.7 3.9.8 8.1 1.8 11.9h-8.8Z" />
      <path
        d="M22.2 20.2 18 16.6l-2.3.3M18 16.6l-.5-2.2m5.6 5.3-1.5-5.2m4.2 5.2 1.5-5.6m-.8 6.1 4.2-3.6 2.3.3M30 16.6l.6-2.3"
        fill="none"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  </svg>
);
