import type { ServiceIcon, ServiceTile } from '../../content/services';
import { fieldsOf, href, idOf, text } from './check';

/** A tile of `<commune-services>`: a bundled service, or a quick link staff published (any id; a page, an https address, mailto: or tel:). */
export interface QuickLinkTile extends Omit<ServiceTile, 'id' | 'path'> {
  id: string;
  /** A page of the site (`/services/tax`), an https address, `mailto:…` or `tel:…`. */
  path: string;
}

const icons: readonly ServiceIcon[] = ['document', 'tools', 'tax', 'receipt', 'licence', 'stamp', 'baby', 'rings'];

/** A `QuickLinkItem` of `GET /api/v1/quick-links` as a tile; an unknown icon shows the document. Throws `Malformed`. */
export function readQuickLink(value: unknown): QuickLinkTile {
  const item = fieldsOf(value);
  return {
    id: String(idOf(item)),
    path: href(item.href, 'href', { contact: true }),
    label: text(item, 'label'),
    tileDescription: text(item, 'description'),
    icon: icons.includes(item.icon as ServiceIcon) ? (item.icon as ServiceIcon) : 'document',
  };
}
