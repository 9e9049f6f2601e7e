import type { Office } from '../../content/commune';
// Straight from its module: this file is loaded on first use, and so is the dialog's code.
import { ContactDialog } from '../../features/contact/ContactDialog';

export interface TourismContactDialogProps {
  office: Office;
  /** The dialog's title; the office's name when there is none. */
  title?: string;
  intro: string;
  onClose: () => void;
}

/**
 * The tourism office's contact dialog, in its own module so `<commune-tourism>` loads it with
 * `React.lazy` the first time a visitor asks for it. It is mounted open and unmounted on close,
 * which gives the focus back to the button that opened it.
 */
export default function TourismContactDialog({ office, title, intro, onClose }: TourismContactDialogProps) {
  return <ContactDialog office={office} title={title} intro={intro} isOpen onOpenChange={(open) => !open && onClose()} />;
}
