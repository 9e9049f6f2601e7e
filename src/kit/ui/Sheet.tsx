import { Dialog, type DialogProps } from './Dialog';

export type SheetProps = Omit<DialogProps, 'variant'>;

/**
 * The side panel of the admin (Create, Edit): the kit's Dialog as a sheet from the inline end,
 * full height, with its visible close button (« Fermer » / "Close", or `closeLabel`). Put the
 * form in `children` and Cancel / Save in `footer`, which stays in view while the body scrolls.
 */
export function Sheet(props: SheetProps) {
  return <Dialog {...props} variant="sheet" />;
}
