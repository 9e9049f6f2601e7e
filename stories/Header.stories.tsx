import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Lang } from '../src/runtime/store';
import { headerExamples, type HeaderExample } from '../src/widgets/header/header.examples';
import '../src/widgets/header/header.element';
import { headerMessages } from '../src/widgets/header/messages';
import { inLanguage } from './support';

const [desktop, phone] = headerExamples;

/**
 * The header is fixed to its containing block; the transformed frame becomes that block, so
 * each story shows the header at the example's width (its layout follows its own width).
 */
function Frame({ example }: { example: HeaderExample }) {
  return (
    <div style={{ transform: 'translateZ(0)', inlineSize: example.width, maxInlineSize: '100%', blockSize: 560, background: 'var(--commune-color-surface-alt)' }}>
      <commune-header current-path={example.currentPath} />
    </div>
  );
}

/** Opens the menu that holds the current page and checks that its entry is marked. */
function story(example: HeaderExample, lang: Lang): StoryObj {
  return {
    ...inLanguage(lang),
    name: `${example.name} (${lang.toUpperCase()})`,
    render: () => <Frame example={example} />,
    play: async ({ canvasElement }) => {
      const host = canvasElement.querySelector('commune-header')!;
      await waitFor(() => expect(host.shadowRoot?.querySelector('.brand')).toBeTruthy());
      const header = within(host.shadowRoot as unknown as HTMLElement);
      // The menus are <details> (the disclosure pattern): a summary shows and hides a list of links.
      const summary = example.width >= 768 ? await header.findByText(example.currentGroup[lang], { selector: 'summary' }) : await header.findByText(headerMessages[lang]['menu.button']);
      await userEvent.click(summary);
      await waitFor(() => expect(summary.closest('details')).toHaveAttribute('open'));
      await expect(await header.findByRole('link', { name: example.currentItem[lang] })).toHaveAttribute('aria-current', 'page');
    },
  };
}

const meta = {
  title: 'Widgets/Header',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;

export const DesktopFrench = story(desktop, 'fr');
export const DesktopEnglish = story(desktop, 'en');
export const PhoneFrench = story(phone, 'fr');
export const PhoneEnglish = story(phone, 'en');
