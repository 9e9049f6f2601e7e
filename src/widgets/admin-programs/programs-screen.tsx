import { bilingual, bothTexts, collectionTexts, copyText, statusColumn, textIn, updatedColumn, type CollectionDescription } from '../../admin/collection';
import type { Localized } from '../../shared/i18n/catalog';
import { programPhases, programTypes, type ProgramItem, type ProgramPhase, type ProgramType } from '../../collections/content';
import { adminProgramsMessages } from './messages';

const text = bilingual(adminProgramsMessages);

/** A programme's form: its texts, its type (none chosen yet for a new one) and where it stands. */
export type ProgramValues = {
  title: Localized;
  description: Localized;
  type: ProgramType | '';
  phase: ProgramPhase;
};

export function emptyProgram(): ProgramValues {
  return { title: { fr: '', en: '' }, description: { fr: '', en: '' }, type: '', phase: 'planning' };
}

export function programValues(item: ProgramItem): ProgramValues {
  return { title: copyText(item.title), description: copyText(item.description), type: item.type, phase: item.phase };
}

/** What the form sends; its image, link and position on the home page are left as they are. */
export function programInput(values: ProgramValues) {
  return { title: copyText(values.title), description: copyText(values.description), type: values.type as ProgramType, phase: values.phase };
}

const typeLabel = (type: ProgramType) => text(`type.${type}`);
const phaseLabel = (phase: ProgramPhase) => text(`phase.${phase}`);

/** The Programs screen: the home page's programmes and projects (`programs`), in their order there. */
export const programsScreen: CollectionDescription<'programs', ProgramValues> = {
  collection: 'programs',
  texts: collectionTexts(adminProgramsMessages),
  columns: (lang) => [
    {
      id: 'title',
      label: text('field.title')[lang],
      cell: (item) => <span className="collection__name">{textIn(item.title, lang)}</span>,
      sortValue: (item) => textIn(item.title, lang),
      isRowHeader: true,
    },
    { id: 'type', label: text('field.type')[lang], cell: (item) => typeLabel(item.type)[lang], sortValue: (item) => typeLabel(item.type)[lang] },
    {
      id: 'phase',
      label: text('field.phase')[lang],
      cell: (item) => <span className="collection__nowrap">{phaseLabel(item.phase)[lang]}</span>,
      sortValue: (item) => programPhases.indexOf(item.phase),
    },
    statusColumn(lang, text('column.publication')[lang]),
    updatedColumn(lang),
  ],
  searchTexts: (item) => [...bothTexts(item.title), ...bothTexts(item.description), ...bothTexts(typeLabel(item.type)), ...bothTexts(phaseLabel(item.phase))],
  labelOf: (item, lang) => textIn(item.title, lang),
  localizedFields: [
    { path: 'title', label: text('field.title'), required: true },
    { path: 'description', label: text('field.description'), multiline: true, rows: 5, required: true },
  ],
  commonFields: [
    { kind: 'select', path: 'type', label: text('field.type'), options: programTypes.map((type) => ({ id: type, label: typeLabel(type) })), required: true },
    { kind: 'select', path: 'phase', label: text('field.phase'), options: programPhases.map((phase) => ({ id: phase, label: phaseLabel(phase) })), required: true },
  ],
  emptyValues: emptyProgram,
  toValues: programValues,
  toInput: programInput,
};
