import type { Programme } from '../../content/programmes';
import { fieldsOf, href, idOf, image, oneOf, text } from './check';

/** A `ProgramItem` of `GET /api/v1/programs` as a programme card (image and link optional). Throws `Malformed`. */
export function readProgram(value: unknown): Programme {
  const item = fieldsOf(value);
  const link = item.link === null || item.link === undefined ? undefined : fieldsOf(item.link, 'link');
  return {
    id: String(idOf(item)),
    title: text(item, 'title'),
    description: text(item, 'description'),
    type: oneOf(item, 'type', ['agenda', 'project']),
    phase: oneOf(item, 'phase', ['planning', 'active', 'completed']),
    image: image(item),
    link: link && { href: href(link.href, 'link.href'), label: text(link, 'label') },
  };
}
