import type { Lang } from '../../runtime/store';
import { formatNumber } from '../../shared/i18n/format';

/** The images staff may upload: what every browser shows, light formats first in mind. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'] as const;

/** 2 Mo: a photo for the site, not a camera's original. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type ImageRefusal = 'type' | 'size';

/** Why a file cannot be taken as an image, or `null` when it can. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>, maxBytes: number = MAX_IMAGE_BYTES): ImageRefusal | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

const KIB = 1024;
const MIB = 1024 * 1024;

/**
 * A file's size as the page's language writes it: `350 ko` / `350 kB` under a megabyte (never
 * less than 1), `1,2 Mo` / `1.2 MB` above, to one decimal. Binary units, as file managers count.
 */
export function formatFileSize(bytes: number, lang: Lang): string {
  const options = { style: 'unit', unitDisplay: 'short', maximumFractionDigits: 1 } as const;
  if (bytes < MIB) return formatNumber(Math.max(1, Math.round(bytes / KIB)), lang, { ...options, unit: 'kilobyte' });
  return formatNumber(bytes / MIB, lang, { ...options, unit: 'megabyte' });
}
