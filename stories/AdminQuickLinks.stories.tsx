import type { Meta } from '@storybook/react-vite';
import '../src/widgets/admin-quick-links/admin-quick-links.element';
import { adminQuickLinksExamples } from '../src/widgets/admin-quick-links/admin-quick-links.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/AdminQuickLinks' } satisfies Meta;

export const French = exampleStory('commune-admin-quick-links', adminQuickLinksExamples[0], 'fr');
export const English = exampleStory('commune-admin-quick-links', adminQuickLinksExamples[0], 'en');
export const AllOnAPhoneFrench = exampleStory('commune-admin-quick-links', adminQuickLinksExamples[1], 'fr');
export const AllOnAPhoneEnglish = exampleStory('commune-admin-quick-links', adminQuickLinksExamples[1], 'en');
export const CreateFrench = exampleStory('commune-admin-quick-links', adminQuickLinksExamples[2], 'fr');
export const CreateEnglish = exampleStory('commune-admin-quick-links', adminQuickLinksExamples[2], 'en');
