import type { Meta } from '@storybook/react-vite';
import '../src/widgets/admin-programs/admin-programs.element';
import { adminProgramsExamples } from '../src/widgets/admin-programs/admin-programs.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/AdminPrograms' } satisfies Meta;

export const French = exampleStory('commune-admin-programs', adminProgramsExamples[0], 'fr');
export const English = exampleStory('commune-admin-programs', adminProgramsExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-admin-programs', adminProgramsExamples[1], 'fr');
export const PhoneEnglish = exampleStory('commune-admin-programs', adminProgramsExamples[1], 'en');
export const CreateFrench = exampleStory('commune-admin-programs', adminProgramsExamples[2], 'fr');
export const CreateEnglish = exampleStory('commune-admin-programs', adminProgramsExamples[2], 'en');
