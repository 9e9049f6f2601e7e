import type { MayorUpdate } from '../../content/mayor';
import { day, fieldsOf, idOf, text } from './check';

/** A `MayorUpdateItem` of `GET /api/v1/mayor-updates` as the message page shows it. Throws `Malformed`. */
export function readMayorUpdate(value: unknown): MayorUpdate {
  const item = fieldsOf(value);
  return { id: idOf(item), title: text(item, 'title'), content: text(item, 'content'), date: day(item, 'date') };
}
