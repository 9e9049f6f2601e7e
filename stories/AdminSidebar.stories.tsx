import type { Meta } from '@storybook/react-vite';
import '../src/widgets/admin-sidebar/admin-sidebar.element';
import { adminSidebarExamples } from '../src/widgets/admin-sidebar/admin-sidebar.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/AdminSidebar' } satisfies Meta;

export const French = exampleStory('commune-admin-sidebar', adminSidebarExamples[0], 'fr');
export const English = exampleStory('commune-admin-sidebar', adminSidebarExamples[0], 'en');
export const DashboardFrench = exampleStory('commune-admin-sidebar', adminSidebarExamples[1], 'fr');
export const DashboardEnglish = exampleStory('commune-admin-sidebar', adminSidebarExamples[1], 'en');
