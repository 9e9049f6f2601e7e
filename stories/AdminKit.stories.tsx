import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { defineWidget } from '../src/runtime/element';
import { useLanguage } from '../src/runtime/i18n/react';
import { formatDate } from '../src/runtime/i18n/dates';
import type { Lang } from '../src/runtime/store';
import { Badge, Button, Heading, TextField } from '../src/kit/ui';
import { AlertDialog, Breadcrumbs, Checkbox, Form, ImagePicker, Menu, Select, Sheet, StatCard, Table, type TableColumn } from '../src/kit/ui/admin';
import { adminKitCss } from '../src/kit/ui/admin-styles';
import { inLanguage } from './support';

interface NewsRow {
  id: string;
  title: string;
  published: boolean;
  modified: string;
}

const text = {
  fr: {
    trail: ['Tableau de bord', 'Vue d’ensemble'],
    profile: { settings: 'Paramètres', language: 'English', logout: 'Se déconnecter' },
    stats: [
      { label: 'Actualités publiées', value: 48, change: 12 },
      { label: 'Événements à venir', value: 7, change: -14 },
      { label: 'Messages des habitants', value: 1250, change: 0 },
    ],
    table: 'Actualités',
    columns: { title: 'Titre', status: 'Statut', modified: 'Dernière modification' },
    published: 'Publié',
    draft: 'Brouillon',
    edit: 'Modifier',
    remove: 'Supprimer',
    news: [
      { id: 'marche', title: 'Réouverture du marché à bétail de Dtima', published: true, modified: '2025-05-12' },
      { id: 'vaccin', title: 'Campagne de vaccination des zébus', published: false, modified: '2025-05-20' },
      { id: 'forage', title: 'Forage de Gouria : mise en service', published: true, modified: '2025-04-30' },
    ],
    emptyTable: 'Événements (aucun)',
    create: 'Nouvelle actualité',
    cancel: 'Annuler',
    save: 'Enregistrer',
    titleField: 'Titre (français)',
    phase: 'État',
    phases: { planning: 'En préparation', active: 'En cours', completed: 'Terminé' },
    featured: 'Mettre à la une',
    featuredHint: 'Affichée en tête de la page d’accueil.',
    image: 'Image de couverture',
    confirmTitle: 'Supprimer cette actualité ?',
    confirmBody: 'Elle disparaîtra du site. Cette action est définitive.',
  },
  en: {
    trail: ['Dashboard', 'Overview'],
    profile: { settings: 'Settings', language: 'Français', logout: 'Log out' },
    stats: [
      { label: 'Published news', value: 48, change: 12 },
      { label: 'Upcoming events', value: 7, change: -14 },
      { label: 'Residents’ messages', value: 1250, change: 0 },
    ],
    table: 'News',
    columns: { title: 'Title', status: 'Status', modified: 'Last modified' },
    published: 'Published',
    draft: 'Draft',
    edit: 'Edit',
    remove: 'Delete',
    news: [
      { id: 'marche', title: 'Dtima livestock market reopens', published: true, modified: '2025-05-12' },
      { id: 'vaccin', title: 'Zebu vaccination campaign', published: false, modified: '2025-05-20' },
      { id: 'forage', title: 'Gouria borehole in service', published: true, modified: '2025-04-30' },
    ],
    emptyTable: 'Events (none)',
    create: 'New news item',
    cancel: 'Cancel',
    save: 'Save',
    titleField: 'Title (French)',
    phase: 'Status',
    phases: { planning: 'Planning', active: 'Active', completed: 'Completed' },
    featured: 'Feature on the home page',
    featuredHint: 'Shown at the top of the home page.',
    image: 'Cover image',
    confirmTitle: 'Delete this news item?',
    confirmBody: 'It will disappear from the site. This cannot be undone.',
  },
} satisfies Record<Lang, unknown>;

/** Every admin kit component, in a shadow root with the public and the admin sheets. */
function AdminKitGallery() {
  const lang = useLanguage();
  const s = text[lang];
  const [sheetOpen, setSheetOpen] = useState(false);
  const [deleting, setDeleting] = useState<NewsRow | null>(null);
  const [phase, setPhase] = useState<string | null>('active');
  const [featured, setFeatured] = useState(true);
  const [image, setImage] = useState<File | null>(null);

  const columns: TableColumn<NewsRow>[] = [
    { id: 'title', label: s.columns.title, cell: (row) => row.title, sortValue: (row) => row.title },
    { id: 'status', label: s.columns.status, cell: (row) => <Badge tone={row.published ? 'success' : 'warning'}>{row.published ? s.published : s.draft}</Badge> },
    { id: 'modified', label: s.columns.modified, cell: (row) => formatDate(row.modified, lang), sortValue: (row) => row.modified },
  ];

  return (
    <div style={{ display: 'grid', gap: '2rem', maxInlineSize: '64rem' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: '1rem' }}>
        <Breadcrumbs items={[{ id: 'dashboard', label: s.trail[0], href: '#dashboard' }, { id: 'overview', label: s.trail[1] }]} />
        <Menu
          label="Aïssatou Bello"
          items={[
            { id: 'settings', label: s.profile.settings, href: '#settings' },
            { id: 'language', label: s.profile.language },
            { id: 'logout', label: s.profile.logout },
          ]}
        />
      </div>

      <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' }}>
        {s.stats.map((stat) => (
          <StatCard key={stat.label} label={stat.label} value={stat.value} change={stat.change} />
        ))}
      </div>

      <section aria-labelledby="admin-news" style={{ display: 'grid', gap: '1rem' }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '1rem' }}>
          <Heading level={2} id="admin-news">
            {s.table}
          </Heading>
          <Button onPress={() => setSheetOpen(true)}>{s.create}</Button>
        </div>
        <Table
          aria-labelledby="admin-news"
          columns={columns}
          rows={s.news}
          defaultSortDescriptor={{ column: 'modified', direction: 'descending' }}
          rowActions={(row) => (
            <>
              <Button variant="secondary" onPress={() => setSheetOpen(true)}>
                {s.edit}
              </Button>
              <Button variant="ghost" onPress={() => setDeleting(row)}>
                {s.remove}
              </Button>
            </>
          )}
        />
        <Table aria-label={s.emptyTable} columns={columns} rows={[]} />
      </section>

      <Sheet
        isOpen={sheetOpen}
        onOpenChange={setSheetOpen}
        title={s.create}
        footer={
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.75rem' }}>
            <Button variant="secondary" onPress={() => setSheetOpen(false)}>
              {s.cancel}
            </Button>
            <Button type="submit" form="admin-kit-form">
              {s.save}
            </Button>
          </div>
        }
      >
        <Form id="admin-kit-form" onSubmit={(event) => event.preventDefault()}>
          <TextField label={s.titleField} isRequired />
          <Select
            label={s.phase}
            options={(['planning', 'active', 'completed'] as const).map((id) => ({ id, label: s.phases[id] }))}
            value={phase}
            onChange={setPhase}
          />
          <Checkbox isSelected={featured} onChange={setFeatured} description={s.featuredHint}>
            {s.featured}
          </Checkbox>
          <ImagePicker label={s.image} value={image} onChange={setImage} />
        </Form>
      </Sheet>

      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={s.confirmTitle}
        confirmLabel={s.remove}
        onConfirm={() => setDeleting(null)}
      >
        <p>{s.confirmBody}</p>
      </AlertDialog>
    </div>
  );
}

defineWidget('commune-admin-kit-gallery', AdminKitGallery, { summary: 'Storybook: the admin UI kit', props: {}, css: [adminKitCss] });

const meta = {
  title: 'Core/Admin UI kit',
  render: () => createElement('commune-admin-kit-gallery'),
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('commune-admin-kit-gallery')!;
    await waitFor(() => expect(el.shadowRoot?.querySelector('.ui-table')).toBeTruthy());
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = { ...inLanguage('fr') };
export const English: Story = { ...inLanguage('en') };
