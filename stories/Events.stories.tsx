import type { Meta, StoryObj } from '@storybook/react-vite';
import { navigation } from '../src/content/navigation';
import type { Lang } from '../src/runtime/store';
import '../src/widgets/events/events.element';
import { inLanguage } from './support';

interface EventsArgs {
  variant: 'compact' | 'full';
  limit: number;
  headingLevel: number;
  filters?: boolean;
}

/** The /events page's own title, as the header's menu names it: the full variant sits under it. */
const eventsPageTitle = (lang: Lang) =>
  navigation.flatMap((group) => group.items).find((item) => item.href === '/events')!.label[lang];

const meta = {
  title: 'Widgets/Events',
  argTypes: {
    variant: { control: 'inline-radio', options: ['compact', 'full'] },
    limit: { control: { type: 'number', min: 0, max: 9, step: 1 } },
    headingLevel: { control: { type: 'number', min: 2, max: 6, step: 1 } },
    filters: { control: 'boolean' },
  },
  render: ({ variant, limit, headingLevel, filters }, { parameters }) => (
    <>
      {variant === 'full' && <h1>{eventsPageTitle((parameters.lang as Lang | undefined) ?? 'fr')}</h1>}
      {/* The bundled calendar, whatever the content server publishes where Storybook is served. */}
      <commune-events variant={variant} limit={limit} heading-level={headingLevel} filters={filters || undefined} api="none" />
    </>
  ),
} satisfies Meta<EventsArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home page: "Événements à venir", the first five events and the link to /events. */
export const CompactFrench: Story = { args: { variant: 'compact', limit: 5, headingLevel: 2 }, ...inLanguage('fr') };
export const CompactEnglish: Story = { args: { variant: 'compact', limit: 5, headingLevel: 2 }, ...inLanguage('en') };

/** The upcoming events with full date, time, place, category and description, under the page's h1. */
export const FullFrench: Story = { args: { variant: 'full', limit: 0, headingLevel: 2 }, ...inLanguage('fr') };
export const FullEnglish: Story = { args: { variant: 'full', limit: 0, headingLevel: 2 }, ...inLanguage('en') };

/** The /events page: the filters by month and category, the count, and the calendar to subscribe to. */
export const AgendaFrench: Story = { args: { variant: 'full', limit: 0, headingLevel: 2, filters: true }, ...inLanguage('fr') };
export const AgendaEnglish: Story = { args: { variant: 'full', limit: 0, headingLevel: 2, filters: true }, ...inLanguage('en') };
