import { developmentProjects, type DevelopmentProject, type ProjectStatus } from '../../content/projects';
import type { PropsOf } from '../../shared/contract';
import { pick } from '../../shared/i18n/catalog';
import { formatLargeAmount } from '../../shared/i18n/format';
import { useI18n } from '../../runtime/i18n/react';
import { Badge, type BadgeTone } from '../../kit/ui/Badge';
import { Card } from '../../kit/ui/Card';
import { ProgressBar } from '../../kit/ui/ProgressBar';
import { formatMonth } from './format';
import { projectIcons } from './icons';
import type { projectsContract } from './projects.contract';
import { projectsMessages } from './messages';

export type ProjectsProps = PropsOf<typeof projectsContract.props>;

/** SPEC §4: 'En cours' is a green badge, 'Planifié' a yellow one. */
export const STATUS_TONE: Readonly<Record<ProjectStatus, BadgeTone>> = { inProgress: 'success', planned: 'warning' };

function ProjectCard({ project, headingLevel }: { project: DevelopmentProject; headingLevel: number }) {
  const { t, lang } = useI18n(projectsMessages);
  const title = pick(project.title, lang);
  const Drawing = projectIcons[project.icon];
  return (
    <Card
      className="project__card"
      headingLevel={headingLevel}
      heading={title}
      eyebrow={
        <>
          <span className="project__icon">
            <Drawing width={24} height={24} />
          </span>
          <Badge tone={STATUS_TONE[project.status]}>{t(`status.${project.status}`)}</Badge>
        </>
      }
    >
      <p className="project__description">{pick(project.description, lang)}</p>
      <ProgressBar
        className="project__progress"
        value={project.progress}
        label={
          <>
            {t('progress')}
            <span className="visually-hidden">{t('progress.project', { project: title })}</span>
          </>
        }
      />
      <dl className="project__facts">
        <div className="project__fact">
          <dt>{t('budget')}</dt>
          <dd>{formatLargeAmount(project.budget, lang)}</dd>
        </div>
        <div className="project__fact">
          <dt>{t('period')}</dt>
          <dd>
            <time dateTime={project.start}>{formatMonth(project.start, lang)}</time>
            {' – '}
            <time dateTime={project.end}>{formatMonth(project.end, lang)}</time>
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** The list given its projects, so tests can render any (an empty list included). */
export function ProjectsView({ headingLevel, projects }: ProjectsProps & { projects: readonly DevelopmentProject[] }) {
  const { t } = useI18n(projectsMessages);
  if (projects.length === 0) return <p className="projects__empty">{t('empty')}</p>;
  return (
    <ul className="projects" role="list" part="list" aria-label={t('list.label')}>
      {projects.map((project) => (
        <li key={project.id} className="project" part="project">
          <ProjectCard project={project} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** `<commune-projects>`: the commune's development projects, from src/content/projects.ts. */
export function Projects(props: ProjectsProps) {
  return <ProjectsView {...props} projects={developmentProjects} />;
}
