import type { Localized } from '../../shared/i18n/catalog';
import { formatNumber } from '../../shared/i18n/format';
import type { ApiImage, ContentCollection, ContentItems } from '../../collections/content';
import { isNullable, type CollectionDescriptor, type ColumnSpec } from '../../collections/define';
import { formatDate } from '../../runtime/i18n/dates';
import type { Lang } from '../../runtime/store';
import type { TableColumn } from '../../kit/ui/admin';
import { statusColumn, updatedColumn } from './columns';
import type { CollectionDescription, CollectionInput, CollectionTexts, CommonFieldSpec, FormValues, LocalizedFieldSpec } from './description';
import { bothTexts, communeLocal, copyText, formatInstant, fromCommuneLocal, textIn, wholeNumber } from './values';

/*
 * A collection screen's description read from the collection's descriptor alone (its `columns`:
 * each field's kind, name, hint, choices), for the collections no element of its own manages
 * (`<commune-admin-collection>`). The screen's texts are given: they name the collection's items
 * with its labels.
 *
 * - The table: the item's title, the columns marked `listed`, its status and last change.
 * - The form: the localized fields in the French group and again in the English one; then a box
 *   per text (a date, time or date-time box for `input`, the date-time on Dtima's clock, a list for `options`) and whole number, and an
 *   image field for an image. A `json` field is not shown: an edit leaves it as it is.
 */

type Item = ContentItems[ContentCollection];
type Row = Record<string, unknown>;

const fieldsOf = (descriptor: CollectionDescriptor) => Object.entries(descriptor.columns) as [string, ColumnSpec][];

/** The field that names an item: `title`, else `label`, else the first localized one (as the activity journal does). */
export function titleField(descriptor: CollectionDescriptor): string {
  const localized = fieldsOf(descriptor).filter(([, column]) => column.type === 'localized').map(([field]) => field);
  const field = ['title', 'label'].find((name) => localized.includes(name)) ?? localized[0];
  if (!field) throw new Error(`The collection « ${descriptor.slug} » has no localized field to name its items.`);
  return field;
}

/** A field the form asks for: neither NULL nor with a default (the French, for a localized text). */
const isRequired = (column: ColumnSpec) => !isNullable(column) && column.default === undefined;

/** A field's value as the table shows it, in the page language. */
function shown(column: ColumnSpec, value: unknown, lang: Lang): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.type) {
    case 'localized':
      return textIn(value as Localized, lang);
    case 'integer':
    case 'bigint':
      return typeof value === 'number' ? formatNumber(value, lang) : String(value);
    case 'text': {
      const text = String(value);
      if (column.options?.[text]) return column.options[text][lang];
      if (column.input === 'datetime') return formatInstant(text, lang);
      return column.input === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(text) ? formatDate(text, lang) : text;
    }
    default:
      return '';
  }
}

/** What the header's search looks in: every text of the item, in both languages. */
function searchable(column: ColumnSpec, value: unknown): string[] {
  if (value === null || value === undefined) return [];
  switch (column.type) {
    case 'localized':
      return bothTexts(value as Localized);
    case 'text': {
      const option = column.options?.[String(value)];
      return option ? [String(value), ...bothTexts(option)] : [String(value)];
    }
    case 'integer':
    case 'bigint':
      return [String(value)];
    default:
      return [];
  }
}

/** A form's box for a field that is the same in both languages (none for a `json` one). */
function commonField(field: string, column: ColumnSpec): CommonFieldSpec | undefined {
  const base = { path: field, label: column.label, description: column.hint };
  switch (column.type) {
    case 'text':
      if (column.options) {
        return { kind: 'select', ...base, options: Object.entries(column.options).map(([id, label]) => ({ id, label })), required: isRequired(column) };
      }
      return { kind: 'text', ...base, type: column.input === 'datetime' ? 'datetime-local' : (column.input ?? 'text'), required: isRequired(column), narrow: column.input === 'date' || column.input === 'time' };
    case 'integer':
    case 'bigint':
      return { kind: 'text', ...base, inputMode: 'numeric', required: isRequired(column), narrow: true };
    case 'image':
      return { kind: 'image', ...base, filePath: `${field}File` };
    default:
      return undefined;
  }
}

/** A field's value in the form: texts as typed, an image with the file picked to replace it. */
function formValue(column: ColumnSpec, value: unknown): unknown {
  switch (column.type) {
    case 'localized':
      return copyText((value ?? column.default) as Localized | undefined);
    case 'text':
      if (column.input === 'datetime') return typeof value === 'string' ? communeLocal(value) : '';
      return value === null || value === undefined ? String(column.default ?? '') : String(value);
    case 'integer':
    case 'bigint':
      return value === null || value === undefined ? (column.default === undefined ? '' : String(column.default)) : String(value);
    case 'image': {
      const image = value as ApiImage | null | undefined;
      return image ? { ...image, alt: copyText(image.alt) } : null;
    }
    default:
      return value;
  }
}

/** What the form sends for a field: a text as typed (NULL when left empty and allowed), a whole number, the image. */
function inputValue(column: ColumnSpec, value: unknown): unknown {
  switch (column.type) {
    case 'localized':
      return copyText(value as Localized);
    case 'text':
      if (column.input === 'datetime') return fromCommuneLocal(String(value ?? ''));
      return value === '' && isNullable(column) ? null : value;
    case 'integer':
    case 'bigint': {
      const text = String(value ?? '');
      if (text.trim() === '' && isNullable(column)) return null;
      return wholeNumber(text, typeof column.default === 'number' ? column.default : Number.NaN);
    }
    default:
      return value;
  }
}

/** The generic screen's description of a collection: everything from its descriptor, the texts given. */
export function describeCollection<C extends ContentCollection>(descriptor: CollectionDescriptor<C>, texts: CollectionTexts): CollectionDescription<C> {
  const fields = fieldsOf(descriptor);
  const title = titleField(descriptor);
  const titleColumn = descriptor.columns[title]!;
  const editable = fields.filter(([, column]) => column.type !== 'json');
  const nameOf = (item: Item, lang: Lang) => textIn((item as unknown as Row)[title] as Localized | undefined, lang);

  const localizedFields: LocalizedFieldSpec[] = fields
    .filter(([, column]) => column.type === 'localized')
    .map(([field, column]) => ({ path: field, label: column.label, description: column.hint, multiline: column.multiline, rows: column.multiline ? 6 : undefined, required: isRequired(column) }));

  const columns = (lang: Lang): TableColumn<ContentItems[C]>[] => [
    {
      id: title,
      label: titleColumn.label[lang],
      cell: (item) => <span className="collection__name">{nameOf(item, lang)}</span>,
      sortValue: (item) => nameOf(item, lang),
      isRowHeader: true,
    },
    ...fields
      .filter(([field, column]) => column.listed && field !== title)
      .map(([field, column]): TableColumn<ContentItems[C]> => {
        const numeric = column.type === 'integer' || column.type === 'bigint';
        const value = (item: ContentItems[C]) => (item as unknown as Row)[field];
        return {
          id: field,
          label: column.label[lang],
          cell: (item) => shown(column, value(item), lang),
          sortValue: (item) => (numeric ? ((value(item) as number | null) ?? null) : shown(column, value(item), lang)),
          align: numeric ? 'end' : undefined,
        };
      }),
    statusColumn(lang),
    updatedColumn(lang),
  ];

  return {
    collection: descriptor.slug,
    texts,
    columns,
    searchTexts: (item) => fields.flatMap(([field, column]) => searchable(column, (item as unknown as Row)[field])),
    labelOf: nameOf,
    localizedFields,
    commonFields: editable.flatMap(([field, column]) => {
      const spec = column.type === 'localized' ? undefined : commonField(field, column);
      return spec ? [spec] : [];
    }),
    emptyValues: () => Object.fromEntries(editable.flatMap(([field, column]) => [[field, formValue(column, undefined)], ...(column.type === 'image' ? [[`${field}File`, null]] : [])])),
    toValues: (item) =>
      Object.fromEntries(editable.flatMap(([field, column]) => [[field, formValue(column, (item as unknown as Row)[field])], ...(column.type === 'image' ? [[`${field}File`, null]] : [])])),
    toInput: (values: FormValues) => Object.fromEntries(editable.map(([field, column]) => [field, inputValue(column, values[field])])) as CollectionInput<C>,
  };
}
