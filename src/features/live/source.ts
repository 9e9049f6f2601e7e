/**
 * The `api` attribute of the elements that show the content server's published items. Plain
 * data, for the contracts.
 */
export const liveSourceProp = {
  type: 'string',
  default: '',
  doc: 'Where the live content comes from: the origin of the commune’s content server (`https://commune.example`). Default (empty): the origin this script was loaded from. `none`: only the content bundled with the library, no request (a fixed list). The bundled content shows first and stays when the server cannot be reached.',
} as const;
