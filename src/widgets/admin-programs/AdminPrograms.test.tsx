import { describe, expect, it } from 'vitest';
import { programmes } from '../../content/programmes';
import { formErrors } from '../../admin/collection/check';
import { setAt } from '../../admin/collection/values';
import type { ProgramItem } from '../../collections/content';
import { expectBothLanguages } from '../../testing/content';
import { adminProgramsMessages } from './messages';
import { emptyProgram, programsScreen } from './programs-screen';

const asItem = (index: number): ProgramItem => {
  const source = programmes[index]!;
  return {
    id: index + 1,
    status: 'published',
    version: 1,
    createdAt: '2025-05-01T08:00:00.000Z',
    updatedAt: '2025-05-01T08:00:00.000Z',
    title: source.title,
    description: source.description,
    type: source.type,
    phase: source.phase,
    image: source.image,
    link: source.link ?? null,
    position: index,
  };
};

describe('the Programs screen', () => {
  it('has every text in French and English, French the French way', () => {
    expectBothLanguages(
      Object.fromEntries(Object.keys(adminProgramsMessages.fr).map((key) => [key, { fr: adminProgramsMessages.fr[key as never], en: adminProgramsMessages.en[key as never] }])),
      'adminProgramsMessages',
    );
  });

  it('turns every programme of the home page into its form and back: texts, type and status only', () => {
    for (const index of programmes.keys()) {
      const item = asItem(index);
      const values = programsScreen.toValues(item);
      expect(formErrors(programsScreen, values, 'published', 'fr'), item.title.fr).toEqual({});
      // Picture, link and position are not in the form: an edit leaves them as they are.
      expect(programsScreen.toInput(values)).toEqual({ title: item.title, description: item.description, type: item.type, phase: item.phase });
    }
  });

  it('starts a new programme « En préparation », with no type until one is chosen', () => {
    expect(emptyProgram()).toMatchObject({ type: '', phase: 'planning' });
    const values = setAt(setAt(emptyProgram(), 'title.fr', 'Électrification solaire'), 'description.fr', 'Des lampadaires dans chaque village.');
    expect(formErrors(programsScreen, values, 'draft', 'fr')).toEqual({ type: 'Le type doit être Agenda ou Projet.' });
    expect(formErrors(programsScreen, setAt(values, 'type', 'project'), 'draft', 'en')).toEqual({});
  });

  it('offers Agenda or Project, and Planning, Active or Completed', () => {
    const [type, phase] = programsScreen.commonFields;
    expect(type?.kind === 'select' && type.options.map((option) => option.label.en)).toEqual(['Agenda', 'Project']);
    expect(phase?.kind === 'select' && phase.options.map((option) => option.label.en)).toEqual(['Planning', 'Active', 'Completed']);
    expect(phase?.kind === 'select' && phase.options.map((option) => option.label.fr)).toEqual(['En préparation', 'En cours', 'Terminé']);
    expect(programsScreen.columns('fr').map((column) => column.label)).toEqual(['Titre', 'Type', 'État', 'Publication', 'Dernière modification']);
  });
});
