import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/widgets/footer/footer.element';
import { inLanguage } from './support';

const meta = {
  title: 'Widgets/Footer',
  parameters: { layout: 'fullscreen' },
  render: () => <commune-footer />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = { ...inLanguage('fr') };
export const English: Story = { ...inLanguage('en') };
