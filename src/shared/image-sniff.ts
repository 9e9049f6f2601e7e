/*
 * Recognises an image by its bytes (never by its name or declared type) and reads its size, so
 * pages can reserve its space. PNG, JPEG, WebP and AVIF only: formats browsers display and that
 * cannot carry scripts (SVG can, so it is refused). Over a Uint8Array, so the server (a Buffer is
 * one) and the admin's mock API in the browser share it.
 */

/** Where `text` (ASCII) first occurs in `bytes`, or -1. */
function indexOfAscii(bytes: Uint8Array, text: string): number {
  const codes = Array.from(text, (char) => char.charCodeAt(0));
  outer: for (let at = 0; at + codes.length <= bytes.length; at += 1) {
    for (let index = 0; index < codes.length; index += 1) if (bytes[at + index] !== codes[index]) continue outer;
    return at;
  }
  return -1;
}

export interface ImageInfo {
  type: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/avif';
  extension: 'png' | 'jpg' | 'webp' | 'avif';
  width: number;
  height: number;
}

/** The image's type and size, or undefined when the bytes are not one of the four formats. */
export function sniffImage(bytes: Uint8Array): ImageInfo | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));
  const png = (): ImageInfo | undefined => {
    const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    if (bytes.length < 24 || !signature.every((byte, index) => bytes[index] === byte) || ascii(12, 4) !== 'IHDR') return undefined;
    return { type: 'image/png', extension: 'png', width: view.getUint32(16), height: view.getUint32(20) };
  };
  const jpeg = (): ImageInfo | undefined => {
    if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return undefined;
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return undefined;
      const marker = bytes[offset + 1]!;
      if (marker === 0xff) {
        offset += 1;
        continue;
      }
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { type: 'image/jpeg', extension: 'jpg', height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
      }
      offset += 2 + view.getUint16(offset + 2);
    }
    return undefined;
  };
  const webp = (): ImageInfo | undefined => {
    if (bytes.length < 30 || ascii(0, 4) !== 'RIFF' || ascii(8, 4) !== 'WEBP') return undefined;
    const chunk = ascii(12, 4);
    const info = (width: number, height: number): ImageInfo => ({ type: 'image/webp', extension: 'webp', width, height });
    const uint24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
    if (chunk === 'VP8 ') return info(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
    if (chunk === 'VP8L') {
      const bits = view.getUint32(21, true);
      return info((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
    }
    if (chunk === 'VP8X') return info(uint24(24) + 1, uint24(27) + 1);
    return undefined;
  };
  const avif = (): ImageInfo | undefined => {
    if (bytes.length < 16 || ascii(4, 4) !== 'ftyp') return undefined;
    const boxSize = view.getUint32(0);
    const brands = [ascii(8, 4)];
    for (let offset = 16; offset + 4 <= Math.min(boxSize, bytes.length); offset += 4) brands.push(ascii(offset, 4));
    if (!brands.includes('avif') && !brands.includes('avis')) return undefined;
    // The image's size is in its `ispe` property: version/flags, then width and height.
    const ispe = indexOfAscii(bytes, 'ispe');
    if (ispe < 0 || ispe + 16 > bytes.length) return undefined;
    return { type: 'image/avif', extension: 'avif', width: view.getUint32(ispe + 8), height: view.getUint32(ispe + 12) };
  };
  const info = png() ?? jpeg() ?? webp() ?? avif();
  if (!info || info.width < 1 || info.height < 1 || info.width > 20_000 || info.height > 20_000) return undefined;
  return info;
}
