import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { Lang } from '../src/runtime/store';
import '../src/widgets/help/help.element';
import { helpMessages } from '../src/widgets/help/messages';
import { inLanguage } from './support';

interface HelpArgs {
  open: boolean;
  variant?: 'floating' | 'page';
}

const meta = {
  title: 'Widgets/Help',
  parameters: { layout: 'fullscreen' },
  argTypes: { open: { control: 'boolean' }, variant: { control: 'inline-radio', options: ['floating', 'page'] } },
  render: ({ open, variant = 'floating' }) => <commune-help open={open} variant={variant} />,
  play: async ({ canvasElement, args, parameters }) => {
    const lang = (parameters.lang as Lang | undefined) ?? 'fr';
    const el = canvasElement.querySelector('commune-help')!;
    const root = () => el.shadowRoot!;
    if (args.variant === 'page') {
      await waitFor(() => expect(root().querySelector('h1')?.textContent).toBe(helpMessages[lang]['sheet.title']));
      await expect(root().querySelectorAll('details h3')).toHaveLength(5);
      return;
    }
    await waitFor(() => expect(root().querySelector('a[part="trigger"]')?.getAttribute('aria-label')).toBe(helpMessages[lang]['trigger.label']));
    if (args.open) {
      await waitFor(() => expect(root().querySelector('[role="dialog"] h2')?.textContent).toBe(helpMessages[lang]['sheet.title']));
      await expect(root().querySelectorAll('.help-question')).toHaveLength(5);
      // Let the slide and fade finish, so the accessibility check sees the final colours.
      await waitFor(() => expect(root().querySelector('[data-entering]')).toBeNull());
      await Promise.all(root().getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    } else {
      await expect(root().querySelector('[role="dialog"]')).toBeNull();
    }
  },
} satisfies Meta<HelpArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every public page: the round help button at the bottom right, sheet closed. */
export const ClosedFrench: Story = { args: { open: false }, ...inLanguage('fr') };
export const ClosedEnglish: Story = { args: { open: false }, ...inLanguage('en') };

/** The sheet open on its list: title, search box, “Questions fréquentes” / “Popular Questions”, contact box. */
export const OpenFrench: Story = { args: { open: true }, ...inLanguage('fr') };
export const OpenEnglish: Story = { args: { open: true }, ...inLanguage('en') };

/** The help page (/aide): every question with its answer, each opening in place, then the contact details. */
export const PageFrench: Story = { args: { open: false, variant: 'page' }, ...inLanguage('fr') };
export const PageEnglish: Story = { args: { open: false, variant: 'page' }, ...inLanguage('en') };
