import { describe, expect, it } from 'vitest';
import { checkImageFile, formatFileSize, MAX_IMAGE_BYTES } from './image-file';

describe('checkImageFile', () => {
  it('takes PNG, JPEG, WebP and AVIF up to 2 Mo, and refuses anything else', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/avif']) expect(checkImageFile({ type, size: 1000 })).toBeNull();
    expect(checkImageFile({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(checkImageFile({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe('size');
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(checkImageFile({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(checkImageFile({ type: 'image/gif', size: 10 })).toBe('type');
    expect(checkImageFile({ type: 'image/png', size: 600 }, 500)).toBe('size');
  });
});

describe('formatFileSize', () => {
  it('writes kilo- and megabytes the way each language does', () => {
    expect(formatFileSize(1.2 * 1024 * 1024, 'fr')).toBe('1,2\u202fMo');
    expect(formatFileSize(1.2 * 1024 * 1024, 'en')).toBe('1.2 MB');
    expect(formatFileSize(350 * 1024, 'fr')).toBe('350\u202fko');
    expect(formatFileSize(350 * 1024, 'en')).toBe('350 kB');
    expect(formatFileSize(12, 'en')).toBe('1 kB');
    expect(formatFileSize(MAX_IMAGE_BYTES, 'fr')).toBe('2\u202fMo');
  });
});
