import type { Meta } from '@storybook/react-vite';
import '../src/widgets/projects/projects.element';
import { projectsExamples } from '../src/widgets/projects/projects.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/Projects' } satisfies Meta;

export const French = exampleStory('commune-projects', projectsExamples[0], 'fr');
export const English = exampleStory('commune-projects', projectsExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-projects', projectsExamples[1], 'fr');
export const PhoneEnglish = exampleStory('commune-projects', projectsExamples[1], 'en');
