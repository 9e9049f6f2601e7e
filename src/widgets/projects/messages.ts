import { defineCatalog } from '../../shared/i18n/catalog';

export const projectsMessages = defineCatalog(
  {
    'list.label': 'Projets de développement de la commune',
    'status.inProgress': 'En cours',
    'status.planned': 'Planifié',
    progress: 'Avancement',
    'progress.project': '\u00a0: {project}',
    budget: 'Budget',
    period: 'Période',
    empty: 'Aucun projet n’est publié pour le moment.',
  },
  {
    'list.label': 'The council’s development projects',
    'status.inProgress': 'In progress',
    'status.planned': 'Planned',
    progress: 'Progress',
    'progress.project': ': {project}',
    budget: 'Budget',
    period: 'Period',
    empty: 'No projects have been published yet.',
  },
);
