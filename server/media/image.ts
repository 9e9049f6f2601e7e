/*
 * Recognises an image by its bytes (never by its name or declared type) and reads its size,
 * so pages can reserve its space. PNG, JPEG, WebP and AVIF only: formats browsers display and
 * that cannot carry scripts (SVG can, so it is refused).
 */

export interface ImageInfo {
  type: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/avif';
  extension: 'png' | 'jpg' | 'webp' | 'avif';
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

function png(bytes: Buffer): ImageInfo | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || !signature.every((byte, index) => bytes[index] === byte) || ascii(bytes, 12, 4) !== 'IHDR') return undefined;
  return { type: 'image/png', extension: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function jpeg(bytes: Buffer): ImageInfo | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return undefined;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // Start-of-frame markers (not DHT C4, JPG C8, DAC CC) hold the height then the width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { type: 'image/jpeg', extension: 'jpg', height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return undefined;
}

function webp(bytes: Buffer): ImageInfo | undefined {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return undefined;
  const chunk = ascii(bytes, 12, 4);
  const info = (width: number, height: number): ImageInfo => ({ type: 'image/webp', extension: 'webp', width, height });
  if (chunk === 'VP8 ') return info(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return info((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return info(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
  return undefined;
}

function avif(bytes: Buffer): ImageInfo | undefined {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return undefined;
  const boxSize = bytes.readUInt32BE(0);
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= Math.min(boxSize, bytes.length); offset += 4) brands.push(ascii(bytes, offset, 4));
  if (!brands.includes('avif') && !brands.includes('avis')) return undefined;
  // The image's size is in its `ispe` property: version/flags, then width and height.
  const ispe = bytes.indexOf('ispe');
  if (ispe < 0 || ispe + 16 > bytes.length) return undefined;
  return { type: 'image/avif', extension: 'avif', width: bytes.readUInt32BE(ispe + 8), height: bytes.readUInt32BE(ispe + 12) };
}

/** The image's type and size, or undefined when the bytes are not one of the four formats. */
export function sniffImage(bytes: Buffer): ImageInfo | undefined {
  const info = png(bytes) ?? jpeg(bytes) ?? webp(bytes) ?? avif(bytes);
  if (!info || info.width < 1 || info.height < 1 || info.width > 20_000 || info.height > 20_000) return undefined;
  return info;
}
