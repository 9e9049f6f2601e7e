import { createElement, useEffect, useState } from 'react';
import type { Decorator, Meta } from '@storybook/react-vite';
import { createMockApi, installMockApi } from '../src/testing/mock-server';
import { resetAdminStore } from '../src/admin/store';
import '../src/widgets/admin-dashboard/admin-dashboard.element';
import { adminDashboardExamples } from '../src/widgets/admin-dashboard/admin-dashboard.examples';
import { exampleStory, inLanguage } from './support';

export default { title: 'Widgets/AdminDashboard' } satisfies Meta;

export const French = exampleStory('commune-admin-dashboard', adminDashboardExamples[0], 'fr');
export const English = exampleStory('commune-admin-dashboard', adminDashboardExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-admin-dashboard', adminDashboardExamples[1], 'fr');
export const PhoneEnglish = exampleStory('commune-admin-dashboard', adminDashboardExamples[1], 'en');
export const EmptyFrench = exampleStory('commune-admin-dashboard', adminDashboardExamples[2], 'fr');
export const EmptyEnglish = exampleStory('commune-admin-dashboard', adminDashboardExamples[2], 'en');

/** A morning's work, a few minutes to a few days ago: what the dashboard looks like in use. */
function withActivity(lang: 'fr' | 'en') {
  const minutes = (count: number) => new Date(Date.now() - count * 60_000).toISOString();
  const MorningApi: Decorator = (Story) => {
    const [uninstall] = useState(() => {
      resetAdminStore();
      const api = createMockApi({ messages: [{ name: 'Djibrilla Mana', contact: 'djibrilla.mana@yahoo.fr', message: 'Je souhaite louer la salle des fêtes pour un mariage le 14 juin.' }] });
      const entries = [
        [minutes(4), 1, 'publish', 'content', 'news', 'Ouverture du nouveau marché aux oignons'],
        [minutes(26), 2, 'handle', 'user', 'messages', 'Hamadou Bello'],
        [minutes(95), 2, 'create', 'event', 'events', 'Foire agricole de Dtima'],
        [minutes(60 * 5), 1, 'user.add', 'user', 'users', 'Oumarou Issa'],
        [minutes(60 * 26), 2, 'update', 'content', 'programs', 'Année de la jeunesse 2024'],
        [minutes(60 * 50), 1, 'login', 'user', 'users', 'Admin'],
      ] as const;
      entries.forEach(([at, userId, action, type, subject, label], index) => api.state.activity.push({ id: index + 1, at, userId, action, type, subject, subjectId: 1, label, labelEn: null }));
      return installMockApi(api);
    });
    useEffect(() => uninstall, [uninstall]);
    return Story();
  };
  const language = inLanguage(lang);
  return {
    name: `With a morning’s activity (${lang === 'fr' ? 'French' : 'English'})`,
    render: () => createElement('commune-admin-dashboard'),
    ...language,
    decorators: [...language.decorators, MorningApi],
  };
}

export const ActivityFrench = withActivity('fr');
export const ActivityEnglish = withActivity('en');
