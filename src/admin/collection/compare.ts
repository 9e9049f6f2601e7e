import type { ApiImage } from '../../collections/content';
import type { PublicationStatus } from '../../shared/schema/fields';
import { interpolate } from '../../shared/i18n/catalog';
import type { Lang } from '../../runtime/store';
import { formatDate } from '../../runtime/i18n/dates';
import type { CommonFieldSpec, FormValues, LocalizedFieldSpec, TextFieldSpec } from './description';
import { collectionMessages } from './messages';
import { getAt, textAt } from './values';

/*
 * What the side-by-side view compares, apart from React (unit-tested): every field of a
 * collection's description, in the form's order, with both states' values as a person reads
 * them (an option's name, a date in words, « (vide) »), and whether they differ.
 */

/** One of the two states compared: form values (an item's, or what someone typed), and its status. */
export interface ComparedState {
  values: FormValues;
  status?: PublicationStatus;
}

/** A value as shown: its text (empty: nothing there), the image it names, the language of its words. */
export interface ShownValue {
  text: string;
  image?: ApiImage;
  /** A file picked to replace the image (what one typed, not yet sent). */
  fileName?: string;
}

export interface ComparedField {
  key: string;
  label: string;
  /** The language the text is written in, when it is a text of one language (`lang` on the value). */
  textLang?: Lang;
  multiline: boolean;
  left: ShownValue;
  right: ShownValue;
  changed: boolean;
}

const say = (lang: Lang, key: keyof (typeof collectionMessages)['fr'], vars?: Record<string, string>) => interpolate(collectionMessages[lang][key], vars);

/** `2025-05-20` → « 20 mai 2025 »; `2025-05-20T08:30` → « 20 mai 2025 à 08:30 » (the commune's wall clock, as typed). */
function dateText(value: string, type: TextFieldSpec['type'], lang: Lang): string {
  if (type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, lang);
  const moment = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  if (type === 'datetime-local' && moment) return `${formatDate(moment[1]!, lang)} ${lang === 'fr' ? 'à' : 'at'} ${moment[2]}`;
  return value;
}

function imageOf(value: unknown): ApiImage | undefined {
  return value && typeof value === 'object' && typeof (value as ApiImage).src === 'string' ? (value as ApiImage) : undefined;
}

const clean = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/** Every field of the description, then the status, compared between `left` and `right`. */
export function compareStates(
  description: { localizedFields: readonly LocalizedFieldSpec[]; commonFields: readonly CommonFieldSpec[] },
  left: ComparedState,
  right: ComparedState,
  lang: Lang,
): ComparedField[] {
  const rows: ComparedField[] = [];
  const text = (state: ComparedState, path: string): ShownValue => ({ text: clean(textAt(state.values, path)) });
  const push = (row: Omit<ComparedField, 'changed'>, changed = row.left.text !== row.right.text) => rows.push({ ...row, changed });

  for (const textLang of ['fr', 'en'] as const) {
    for (const field of description.localizedFields) {
      const path = `${field.path}.${textLang}`;
      const label = textLang === 'fr' ? field.label[lang] : say(lang, 'field.inEnglish', { label: field.label[lang] });
      push({ key: path, label, textLang, multiline: Boolean(field.multiline), left: text(left, path), right: text(right, path) });
    }
  }

  const textField = (field: TextFieldSpec, label = field.label[lang]) => {
    const shown = (state: ComparedState): ShownValue => ({ text: dateText(clean(textAt(state.values, field.path)), field.type, lang) });
    push({ key: field.path, label, multiline: false, left: shown(left), right: shown(right) }, clean(textAt(left.values, field.path)) !== clean(textAt(right.values, field.path)));
  };

  for (const field of description.commonFields) {
    switch (field.kind) {
      case 'text':
        textField(field);
        break;
      case 'row':
        for (const inner of field.fields) textField(inner, `${field.label[lang]} — ${inner.label[lang]}`);
        break;
      case 'select': {
        const shown = (state: ComparedState): ShownValue => {
          const id = textAt(state.values, field.path);
          return { text: field.options.find((option) => option.id === id)?.label[lang] ?? id };
        };
        push({ key: field.path, label: field.label[lang], multiline: false, left: shown(left), right: shown(right) }, textAt(left.values, field.path) !== textAt(right.values, field.path));
        break;
      }
      case 'image': {
        const shown = (state: ComparedState): ShownValue => {
          const file = getAt(state.values, field.filePath);
          if (typeof File !== 'undefined' && file instanceof File) return { text: file.name, fileName: file.name };
          const image = imageOf(getAt(state.values, field.path));
          return image ? { text: image.src.split('/').pop() ?? image.src, image } : { text: '' };
        };
        const leftShown = shown(left);
        const rightShown = shown(right);
        push(
          { key: field.path, label: field.label[lang], multiline: false, left: leftShown, right: rightShown },
          Boolean(leftShown.fileName || rightShown.fileName) || leftShown.image?.src !== rightShown.image?.src,
        );
        break;
      }
    }
  }

  if (left.status || right.status) {
    const status = (state: ComparedState): ShownValue => ({ text: state.status ? say(lang, state.status === 'published' ? 'status.published' : 'status.draft') : '' });
    push({ key: 'status', label: say(lang, 'compare.status'), multiline: false, left: status(left), right: status(right) }, left.status !== right.status);
  }
  return rows;
}
