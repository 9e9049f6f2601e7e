import type { Meta } from '@storybook/react-vite';
import '../src/widgets/admin-settings/admin-settings.element';
import { adminSettingsExamples } from '../src/widgets/admin-settings/admin-settings.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/AdminSettings' } satisfies Meta;

export const French = exampleStory('commune-admin-settings', adminSettingsExamples[0], 'fr');
export const English = exampleStory('commune-admin-settings', adminSettingsExamples[0], 'en');
export const EditorFrench = exampleStory('commune-admin-settings', adminSettingsExamples[1], 'fr');
export const EditorEnglish = exampleStory('commune-admin-settings', adminSettingsExamples[1], 'en');
export const PhoneFrench = exampleStory('commune-admin-settings', adminSettingsExamples[2], 'fr');
export const PhoneEnglish = exampleStory('commune-admin-settings', adminSettingsExamples[2], 'en');
