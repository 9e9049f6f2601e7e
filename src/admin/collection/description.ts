import type { Localized } from '../../shared/i18n/catalog';
import type { ContentItems } from '../../collections/content';
import type { Lang } from '../../runtime/store';
import type { SortDescriptor, TableColumn } from '../../kit/ui/admin';
import type { CollectionName, CreateInput } from '../client';

/*
 * What a collection screen needs to know about its collection: one plain object per
 * collection (`src/widgets/admin-news/news-screen.ts`…), read by the generic `CollectionScreen`.
 * Every text is given in both languages, so a description is a constant.
 */

/** A form's values: plain data, nested like the API's input (`title.fr`), plus what only the form holds (a picked file). */
export type FormValues = Record<string, unknown>;

/** What the form sends for an item, apart from its `status` (the button pressed) and `version`. */
export type CollectionInput<C extends CollectionName> = Omit<CreateInput<C>, 'status'>;

interface FieldBase {
  /** The field's name, as the form shows it (« Titre », « Date »). */
  label: Localized;
  /** A hint under the label. */
  description?: Localized;
}

/**
 * A text in French and English: `<path>.fr` goes in the form's French group, `<path>.en` in the
 * English one, labelled « {label} en anglais ». The French is required when `required`.
 */
export interface LocalizedFieldSpec extends FieldBase {
  path: string;
  multiline?: boolean;
  /** Visible lines of a multi-line field. */
  rows?: number;
  required?: boolean;
}

/** One value typed in a box: `<path>` is a string of the form's values. */
export interface TextFieldSpec extends FieldBase {
  kind: 'text';
  path: string;
  /** The browser's input type: `date` (`2025-05-20`), `time` (`08:30`), `datetime-local` (`2025-05-20T08:30`), `url`, or plain text. */
  type?: 'text' | 'date' | 'time' | 'datetime-local' | 'url';
  /** `numeric` for a whole number (the phone's keypad). */
  inputMode?: 'numeric';
  required?: boolean;
  /** A short field (a time, a position): it does not take the whole width. */
  narrow?: boolean;
}

/** One choice among a few options; `<path>` holds the option's id. */
export interface SelectFieldSpec extends FieldBase {
  kind: 'select';
  path: string;
  options: readonly { id: string; label: Localized }[];
  required?: boolean;
}

/**
 * An image: `<path>` holds the item's current image (`ApiImage | null`), `<filePath>` a file
 * picked to replace it (`File | null`), sent with `uploadImage` when the form is saved.
 */
export interface ImageFieldSpec extends FieldBase {
  kind: 'image';
  path: string;
  filePath: string;
}

/** Fields shown side by side under one legend (a time range: start and end). */
export interface FieldRowSpec {
  kind: 'row';
  label: Localized;
  fields: readonly TextFieldSpec[];
}

/** A field that is the same in both languages (a date, a type, an image). */
export type CommonFieldSpec = TextFieldSpec | SelectFieldSpec | ImageFieldSpec | FieldRowSpec;

/** Texts of a screen that name its collection's items (the rest is in `collectionMessages`). */
export interface CollectionTexts {
  /** Under the heading: what the screen is for. */
  intro: Localized;
  /** The header's button that opens an empty form (« Créer un article »). */
  create: Localized;
  /** The panel's title for a new item, and for an item being edited. */
  createTitle: Localized;
  editTitle: Localized;
  /** The publishing button of a new item (default « Publier » / "Publish"), and its pending text. */
  publishNew?: Localized;
  publishingNew?: Localized;
  /** The table when the collection is empty. */
  empty: Localized;
  /** The list could not be loaded (followed by « Réessayer »). */
  loadFailed: Localized;
  /** Toasts' descriptions (their titles are « Succès » and « Erreur »). */
  created: Localized;
  createFailed: Localized;
  updated: Localized;
  updateFailed: Localized;
  deleted: Localized;
  deleteFailed: Localized;
  /** The deletion's question, `{label}` standing for the item's name, and what it does. */
  deleteTitle: Localized;
  deleteBody: Localized;
  /** An edit, or a deletion, made from an old version (409): someone else changed the item. */
  conflict: Localized;
  deleteConflict: Localized;
  /** The button that fetches the item again after a conflict. */
  reload: Localized;
}

export interface CollectionDescription<C extends CollectionName, V extends FormValues = FormValues> {
  collection: C;
  texts: CollectionTexts;
  /** The table's columns, in the page language (see `statusColumn`, `updatedColumn`). */
  columns: (lang: Lang) => readonly TableColumn<ContentItems[C]>[];
  /** The table's order at first (default: the API's). */
  defaultSort?: SortDescriptor;
  /** Every text of an item the header's search looks in, in both languages. */
  searchTexts: (item: ContentItems[C]) => readonly (string | null | undefined)[];
  /** The item's name in the page language (the row buttons, the deletion's question). */
  labelOf: (item: ContentItems[C], lang: Lang) => string;
  /** The texts of the form, in the French group and again in the English one, in this order. */
  localizedFields: readonly LocalizedFieldSpec[];
  /** The fields after the two language groups. */
  commonFields: readonly CommonFieldSpec[];
  /** The values of an empty form. */
  emptyValues: () => V;
  /** An item's values, to edit it. */
  toValues: (item: ContentItems[C]) => V;
  /** What the form sends (the status and version are added by the screen). */
  toInput: (values: V) => CollectionInput<C>;
}
