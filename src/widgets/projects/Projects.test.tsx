import { describe, expect, it } from 'vitest';
import { developmentProjects } from '../../content/projects';
import { expectBothLanguages } from '../../testing/content';
import { renderWithLanguage } from '../../testing/render';
import { formatMonth } from './format';
import { projectIcons } from './icons';
import { projectsMessages } from './messages';
import { ProjectsView, STATUS_TONE } from './Projects';

describe('the development projects', () => {
  it('are the five of SPEC §9, with exactly its progress and budgets', () => {
    expect(developmentProjects).toHaveLength(5);
    expect(developmentProjects.map((p) => p.progress)).toEqual([65, 40, 20, 80, 10]);
    expect(developmentProjects.map((p) => p.budget)).toEqual([500_000_000, 50_000_000, 300_000_000, 250_000_000, 400_000_000]);
  });

  it('are each in progress or planned, with an icon, a valid period and texts in both languages', () => {
    for (const project of developmentProjects) {
      expect(['inProgress', 'planned']).toContain(project.status);
      expect(projectIcons[project.icon]).toBeTypeOf('function');
      expect(project.progress).toBeGreaterThanOrEqual(0);
      expect(project.progress).toBeLessThanOrEqual(100);
      expect(project.start).toMatch(/^20\d{2}-(0[1-9]|1[0-2])$/);
      expect(project.end).toMatch(/^20\d{2}-(0[1-9]|1[0-2])$/);
      expect(project.start < project.end).toBe(true);
      expectBothLanguages([project.title, project.description], project.id, { minLength: 4 });
      expect(project.description.fr).not.toBe(project.description.en);
    }
    expect(new Set(developmentProjects.map((p) => p.id)).size).toBe(5);
    expect(new Set(developmentProjects.map((p) => p.status))).toEqual(new Set(['inProgress', 'planned']));
  });

  it('labels the statuses En cours / Planifié with a green and a yellow badge', () => {
    expect(projectsMessages.fr['status.inProgress']).toBe('En cours');
    expect(projectsMessages.fr['status.planned']).toBe('Planifié');
    expect(projectsMessages.en['status.inProgress']).toBe('In progress');
    expect(projectsMessages.en['status.planned']).toBe('Planned');
    expect(STATUS_TONE).toEqual({ inProgress: 'success', planned: 'warning' });
  });
});

describe('formatMonth', () => {
  it('writes an ISO month out in full', () => {
    expect(formatMonth('2024-03', 'fr')).toBe('mars 2024');
    expect(formatMonth('2025-12', 'en')).toBe('December 2025');
  });
});

describe('ProjectsView', () => {
  const render = (props: Partial<Parameters<typeof ProjectsView>[0]> = {}) => renderWithLanguage(<ProjectsView headingLevel={2} projects={developmentProjects} {...props} />);

  it('shows five cards with title, badge, budget and period', () => {
    const host = render();
    expect(host.querySelector('ul')?.getAttribute('aria-label')).toBe('Projets de développement de la commune');
    const cards = [...host.querySelectorAll('article')];
    expect(cards).toHaveLength(5);
    expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual(developmentProjects.map((p) => p.title.fr));
    expect(cards.map((card) => card.querySelector('.ui-badge')?.textContent)).toEqual(['En cours', 'En cours', 'Planifié', 'En cours', 'Planifié']);
    expect(cards[0].querySelector('.ui-badge--success')).not.toBeNull();
    expect(cards[2].querySelector('.ui-badge--warning')).not.toBeNull();
    expect(cards[0].textContent).toContain('500\u00a0millions\u00a0de\u00a0FCFA');
    const times = [...cards[0].querySelectorAll('time')];
    expect(times.map((t) => [t.getAttribute('datetime'), t.textContent])).toEqual([
      ['2024-03', 'mars 2024'],
      ['2025-12', 'décembre 2025'],
    ]);
  });

  it('shows a friendly message when there is nothing to show', () => {
    const host = render({ projects: [] });
    expect(host.querySelector('ul')).toBeNull();
    expect(host.textContent).toBe('Aucun projet n’est publié pour le moment.');
  });
});
