import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { offices } from '../src/content/commune';
import { defineWidget } from '../src/runtime/element';
import { useLanguage } from '../src/runtime/i18n/react';
import type { Lang } from '../src/runtime/store';
import { Accordion, Badge, Button, Card, Dialog, Heading, LinkButton, ProgressBar, SearchField, Steps } from '../src/kit/ui';
import { ContactDialog } from '../src/features/contact/ContactDialog';
import { ArrowRightIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon, QuestionMarkIcon } from '../src/kit/ui/icons';
import { inLanguage } from './support';

const text = {
  fr: {
    actions: 'Boutons et liens',
    primary: 'Déposer une demande',
    secondary: 'Voir le dossier',
    ghost: 'Annuler',
    disabled: 'Indisponible',
    link: 'Tous les événements',
    badges: 'Étiquettes',
    badge: { success: 'Terminé', warning: 'En retard', info: 'En cours', neutral: 'Prévu', danger: 'Suspendu' },
    cards: 'Cartes et progression',
    cardEyebrow: 'Hydraulique',
    cardHeading: 'Forage du quartier Gouria',
    cardBody: 'Un forage équipé d’une pompe solaire pour 2 000 habitants du quartier.',
    progress: 'Avancement des travaux',
    accordion: 'Accordéon',
    items: [
      { id: 'sante', title: 'Services de santé', content: 'Centre de santé intégré de Dtima, ouvert tous les jours de 7 h à 18 h.' },
      { id: 'marches', title: 'Marchés', content: 'Marché central le mercredi et le samedi ; marché à bétail le dimanche.' },
      { id: 'education', title: 'Éducation', content: 'Trois écoles publiques et le lycée bilingue de Dtima.' },
    ],
    steps: 'Étapes',
    stepItems: [
      { id: 'depot', title: 'Déposer la demande', text: 'À l’accueil de l’hôtel de ville, avec les pièces demandées.' },
      { id: 'paiement', title: 'Payer les frais', text: 'À la Recette municipale, contre une quittance.' },
      { id: 'retrait', title: 'Retirer le document', text: 'Sur présentation du récépissé et de la quittance.' },
    ],
    dialogs: 'Fenêtres',
    openDialog: 'Horaires des guichets',
    dialogTitle: 'Horaires des guichets',
    dialogBody: 'Les guichets de l’hôtel de ville sont ouverts du lundi au vendredi.',
    openSheet: 'Ouvrir le panneau latéral',
    sheetTitle: 'Démarches en ligne',
    openContact: 'Contacter l’office du tourisme',
    search: 'Recherche',
    searchLabel: 'Rechercher une démarche',
    searchPlaceholder: 'Acte de naissance, permis de bâtir…',
    icons: 'Icônes',
  },
  en: {
    actions: 'Buttons and links',
    primary: 'Submit an application',
    secondary: 'See the file',
    ghost: 'Cancel',
    disabled: 'Unavailable',
    link: 'All events',
    badges: 'Badges',
    badge: { success: 'Completed', warning: 'Delayed', info: 'In progress', neutral: 'Planned', danger: 'Suspended' },
    cards: 'Cards and progress',
    cardEyebrow: 'Water supply',
    cardHeading: 'Gouria neighbourhood borehole',
    cardBody: 'A borehole with a solar pump for the neighbourhood’s 2,000 residents.',
    progress: 'Work progress',
    accordion: 'Accordion',
    items: [
      { id: 'sante', title: 'Health services', content: 'Dtima integrated health centre, open every day from 7 am to 6 pm.' },
      { id: 'marches', title: 'Markets', content: 'Central market on Wednesdays and Saturdays; livestock market on Sundays.' },
      { id: 'education', title: 'Education', content: 'Three state schools and Dtima bilingual high school.' },
    ],
    steps: 'Steps',
    stepItems: [
      { id: 'depot', title: 'Hand in the application', text: 'At the town hall reception, with the documents required.' },
      { id: 'paiement', title: 'Pay the fee', text: 'At the Municipal Revenue Office, against a receipt.' },
      { id: 'retrait', title: 'Collect the document', text: 'On presentation of the acknowledgement and the receipt.' },
    ],
    dialogs: 'Dialogs',
    openDialog: 'Counter opening hours',
    dialogTitle: 'Counter opening hours',
    dialogBody: 'The town hall counters are open Monday to Friday.',
    openSheet: 'Open the side sheet',
    sheetTitle: 'Online procedures',
    openContact: 'Contact the tourism office',
    search: 'Search',
    searchLabel: 'Search for a procedure',
    searchPlaceholder: 'Birth certificate, building permit…',
    icons: 'Icons',
  },
} satisfies Record<Lang, unknown>;

/** Every kit component, rendered in a shadow root with the kit's sheet, as in a widget. */
function UiKitGallery() {
  const lang = useLanguage();
  const s = text[lang];
  const [open, setOpen] = useState<'dialog' | 'sheet' | 'contact' | null>(null);
  const [query, setQuery] = useState('');
  const onOpenChange = (which: typeof open) => (isOpen: boolean) => setOpen(isOpen ? which : null);

  return (
    <div style={{ display: 'grid', gap: '2rem', maxInlineSize: '48rem' }}>
      <section aria-labelledby="kit-actions">
        <Heading level={2} id="kit-actions">{s.actions}</Heading>
        <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginBlockStart: '1rem' }}>
          <Button>{s.primary}</Button>
          <Button variant="secondary">{s.secondary}</Button>
          <Button variant="ghost">{s.ghost}</Button>
          <Button isDisabled>{s.disabled}</Button>
          <LinkButton href="/events" variant="secondary">
            {s.link}
            <ArrowRightIcon />
          </LinkButton>
        </p>
      </section>

      <section aria-labelledby="kit-badges">
        <Heading level={2} id="kit-badges">{s.badges}</Heading>
        <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', marginBlockStart: '1rem' }}>
          {(['success', 'warning', 'info', 'neutral', 'danger'] as const).map((tone) => (
            <Badge key={tone} tone={tone}>
              {s.badge[tone]}
            </Badge>
          ))}
        </p>
      </section>

      <section aria-labelledby="kit-cards">
        <Heading level={2} id="kit-cards">{s.cards}</Heading>
        <div style={{ maxInlineSize: '22rem', marginBlockStart: '1rem' }}>
          <Card
            headingLevel={3}
            heading={s.cardHeading}
            eyebrow={s.cardEyebrow}
            footer={<Badge tone="info">{s.badge.info}</Badge>}
          >
            <p>{s.cardBody}</p>
            <ProgressBar label={s.progress} value={65} />
          </Card>
        </div>
      </section>

      <section aria-labelledby="kit-accordion">
        <Heading level={2} id="kit-accordion">{s.accordion}</Heading>
        <Accordion
          headingLevel={3}
          defaultExpandedKeys={['sante']}
          items={s.items.map((item) => ({ ...item, content: <p>{item.content}</p> }))}
        />
      </section>

      <section aria-labelledby="kit-steps">
        <Heading level={2} id="kit-steps">{s.steps}</Heading>
        <div style={{ marginBlockStart: '1rem' }}>
          <Steps headingLevel={3} steps={s.stepItems} aria-labelledby="kit-steps" />
        </div>
      </section>

      <section aria-labelledby="kit-dialogs">
        <Heading level={2} id="kit-dialogs">{s.dialogs}</Heading>
        <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginBlockStart: '1rem' }}>
          <Button variant="secondary" onPress={() => setOpen('dialog')}>{s.openDialog}</Button>
          <Button variant="secondary" onPress={() => setOpen('sheet')}>{s.openSheet}</Button>
          <Button variant="secondary" onPress={() => setOpen('contact')}>{s.openContact}</Button>
        </p>
        <Dialog isOpen={open === 'dialog'} onOpenChange={onOpenChange('dialog')} title={s.dialogTitle}>
          {({ close }) => (
            <>
              <p>{s.dialogBody}</p>
              <p style={{ marginBlockStart: '1rem' }}>
                <Button onPress={close}>OK</Button>
              </p>
            </>
          )}
        </Dialog>
        <Dialog isOpen={open === 'sheet'} onOpenChange={onOpenChange('sheet')} title={s.sheetTitle} variant="sheet">
          <Accordion headingLevel={3} items={s.items.map((item) => ({ ...item, id: `sheet-${item.id}`, content: <p>{item.content}</p> }))} />
        </Dialog>
        <ContactDialog office={offices.tourism} isOpen={open === 'contact'} onOpenChange={onOpenChange('contact')} />
      </section>

      <section aria-labelledby="kit-search">
        <Heading level={2} id="kit-search">{s.search}</Heading>
        <div style={{ marginBlockStart: '1rem' }}>
          <SearchField label={s.searchLabel} placeholder={s.searchPlaceholder} value={query} onChange={setQuery} />
        </div>
      </section>

      <section aria-labelledby="kit-icons">
        <Heading level={2} id="kit-icons">{s.icons}</Heading>
        <p style={{ display: 'flex', gap: '1rem', marginBlockStart: '1rem', color: 'var(--commune-color-primary)' }}>
          <ClockIcon />
          <PhoneIcon />
          <MailIcon />
          <MapPinIcon />
          <QuestionMarkIcon />
        </p>
      </section>
    </div>
  );
}

defineWidget('commune-ui-kit-gallery', UiKitGallery, { summary: 'Storybook: the UI kit', props: {} });

const meta = {
  title: 'Core/UI kit',
  render: () => createElement('commune-ui-kit-gallery'),
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('commune-ui-kit-gallery')!;
    await waitFor(() => expect(el.shadowRoot?.querySelector('.ui-accordion')).toBeTruthy());
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = { ...inLanguage('fr') };
export const English: Story = { ...inLanguage('en') };
