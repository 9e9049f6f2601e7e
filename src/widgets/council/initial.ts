/**
 * The letter an avatar shows for a name: its first letter, capitalised, with its accent
 * (`élisabeth` → `É`, `Aïssatou` → `A`), whatever the Unicode form and leading punctuation
 * or spaces. Empty when the name has no letter at all.
 */
export function initialOf(name: string): string {
  const letter = name.normalize('NFD').match(/\p{L}\p{M}*/u)?.[0] ?? '';
  return letter.normalize('NFC').toLocaleUpperCase('fr');
}
