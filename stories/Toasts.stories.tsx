import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Localized } from '../src/shared/i18n/catalog';
import type { Lang } from '../src/runtime/store';
import { toast, type ToastType } from '../src/kit/toast';
import { toastQueue } from '../src/kit/toast/queue';
import { inLanguage } from './support';

interface Example {
  type: Exclude<ToastType, 'loading'> | 'loading-then-success';
  button: Localized;
  title: Localized;
  description?: Localized;
}

/** One button per type, with the messages the admin area and the site raise. */
const examples: Example[] = [
  {
    type: 'success',
    button: { fr: 'Succès', en: 'Success' },
    title: { fr: 'Succès', en: 'Success' },
    description: { fr: 'L’article a été créé avec succès.', en: 'News article has been created successfully.' },
  },
  {
    type: 'info',
    button: { fr: 'Information', en: 'Information' },
    title: { fr: 'Nouvel évènement', en: 'New event' },
    description: {
      fr: 'La Journée mondiale de l’environnement a été ajoutée à l’agenda.',
      en: 'World Environment Day has been added to the calendar.',
    },
  },
  {
    type: 'warning',
    button: { fr: 'Avertissement', en: 'Warning' },
    title: { fr: 'Brouillon non publié', en: 'Draft not published' },
    description: {
      fr: 'L’article est enregistré, mais le public ne le voit pas encore.',
      en: 'The article is saved, but the public cannot see it yet.',
    },
  },
  {
    type: 'error',
    button: { fr: 'Erreur', en: 'Error' },
    title: { fr: 'Erreur', en: 'Error' },
    description: { fr: 'Échec de la création de l’article. Veuillez réessayer.', en: 'Failed to create news article. Please try again.' },
  },
  {
    type: 'loading-then-success',
    button: { fr: 'Chargement puis succès', en: 'Loading, then success' },
    title: { fr: 'Article publié', en: 'Article published' },
    description: { fr: 'Il apparaît maintenant dans le Flash Info.', en: 'It now appears in the news flash.' },
  },
];

/** SPEC §9: the simulated submit of the news form takes one second. */
const SIMULATED_SUBMIT_MS = 1000;

function raise(example: Example, lang: Lang) {
  const title = example.title[lang];
  const description = example.description?.[lang];
  if (example.type !== 'loading-then-success') {
    toast[example.type](title, { description });
    return;
  }
  const id = toast.loading();
  setTimeout(() => toast.update(id, { type: 'success', title, description }), SIMULATED_SUBMIT_MS);
}

function ToastButtons({ lang }: { lang: Lang }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
      {examples.map((example) => (
        <button key={example.type} type="button" style={{ minHeight: '2.75rem', padding: '0.5rem 1rem' }} onClick={() => raise(example, lang)}>
          {example.button[lang]}
        </button>
      ))}
    </div>
  );
}

const meta = {
  title: 'Runtime/Toasts',
  render: (_args, { parameters }) => <ToastButtons lang={(parameters.lang as Lang | undefined) ?? 'fr'} />,
  // Each story starts with an empty region.
  beforeEach: () => {
    toastQueue.clear();
    return () => toastQueue.clear();
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const shownTitles = () =>
  [...(document.querySelector('commune-toaster')?.shadowRoot?.querySelectorAll('.toast__title') ?? [])].map((title) => title.textContent);

/** Information, warning and error: three toasts (the most shown at once) for the accessibility check. */
const checked = examples.filter((example) => ['info', 'warning', 'error'].includes(example.type));

function raiseThree(lang: Lang): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const example of checked) await userEvent.click(canvas.getByRole('button', { name: example.button[lang] }));
    await waitFor(() => expect(shownTitles()).toEqual(checked.map((example) => example.title[lang])));
    // The accessibility check measures contrast: let the toasts finish fading in first.
    const toasts = document.querySelector('commune-toaster')!.shadowRoot!.querySelectorAll('.toast');
    await Promise.all([...toasts].flatMap((item) => item.getAnimations().map((animation) => animation.finished)));
  };
}

/** Buttons raising each type: success, information, warning, error, and a loading toast that turns into a success. */
export const French: Story = { ...inLanguage('fr') };
export const English: Story = { ...inLanguage('en') };

/** Three toasts on screen (information, warning, error), bottom-right, 356 px wide, 14 px apart. */
export const ThreeShownFrench: Story = { ...inLanguage('fr'), play: raiseThree('fr') };
export const ThreeShownEnglish: Story = { ...inLanguage('en'), play: raiseThree('en') };
