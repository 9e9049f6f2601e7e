import { describe, expect, it } from 'vitest';
import { serviceTiles } from '../../content/services';
import { formErrors } from '../../admin/collection/check';
import { setAt } from '../../admin/collection/values';
import { quickLinkIcons, type QuickLinkItem } from '../../collections/content';
import { expectBothLanguages } from '../../testing/content';
import { adminQuickLinksMessages } from './messages';
import { emptyQuickLink, quickLinkInput, quickLinksScreen } from './quick-links-screen';

const asItem = (index: number): QuickLinkItem => {
  const tile = serviceTiles[index]!;
  return {
    id: index + 1,
    status: 'published',
    version: 1,
    createdAt: '2025-05-01T08:00:00.000Z',
    updatedAt: '2025-05-01T08:00:00.000Z',
    label: tile.label,
    description: tile.tileDescription,
    href: tile.path,
    icon: tile.icon,
    position: index,
  };
};

describe('the Quick Links screen', () => {
  it('has every text in French and English, French the French way, and a name for every icon', () => {
    const texts = Object.fromEntries(Object.keys(adminQuickLinksMessages.fr).map((key) => [key, { fr: adminQuickLinksMessages.fr[key as never], en: adminQuickLinksMessages.en[key as never] }]));
    // The target's hint quotes « https:// », whose colon takes no space.
    const { 'field.hrefHint': hrefHint, ...prose } = texts;
    expectBothLanguages(prose, 'adminQuickLinksMessages');
    expectBothLanguages({ hrefHint }, 'adminQuickLinksMessages', { frenchSpacing: false });
    const icon = quickLinksScreen.commonFields.find((field) => field.kind === 'select');
    expect(icon?.kind === 'select' && icon.options.map((option) => option.id)).toEqual([...quickLinkIcons]);
  });

  it('turns every tile of the home page into its form and back, unchanged and accepted', () => {
    for (const index of serviceTiles.keys()) {
      const item = asItem(index);
      const values = quickLinksScreen.toValues(item);
      expect(values.position).toBe(String(index));
      expect(formErrors(quickLinksScreen, values, 'published', 'fr'), item.label.fr).toEqual({});
      expect(quickLinksScreen.toInput(values)).toEqual({ label: item.label, description: item.description, href: item.href, icon: item.icon, position: index });
    }
  });

  it('sends the position as a number: empty is first, anything else is refused with the schema’s message', () => {
    const filled = setAt(setAt(setAt(emptyQuickLink(), 'label.fr', 'Impôts en ligne'), 'description.fr', 'Le portail des impôts'), 'href', 'https://www.impots.cm');
    expect(quickLinkInput(filled).position).toBe(0);
    expect(formErrors(quickLinksScreen, filled, 'published', 'fr')).toEqual({});
    expect(formErrors(quickLinksScreen, setAt(filled, 'position', '2,5'), 'published', 'en')).toEqual({ position: 'Position must be a number.' });
    expect(formErrors(quickLinksScreen, setAt(filled, 'position', '1000'), 'published', 'fr')).toEqual({ position: 'La position doit être un nombre entier de 0 à 999.' });
    expect(formErrors(quickLinksScreen, setAt(filled, 'href', 'impots.cm'), 'published', 'fr')).toEqual({
      href: 'La cible doit être une page du site (commençant par un seul /), une adresse https://, un courriel (mailto:…) ou un numéro de téléphone (tel:…).',
    });
  });

  it('refuses a target on another site written as //…, and takes an e-mail or a phone number', () => {
    const filled = setAt(setAt(setAt(emptyQuickLink(), 'label.fr', 'État civil'), 'description.fr', 'Écrire au bureau'), 'href', '//evil.example/phish');
    expect(formErrors(quickLinksScreen, filled, 'published', 'en')).toEqual({
      href: 'Target must be a page of the site (starting with a single /), an https:// address, an e-mail (mailto:…) or a phone number (tel:…).',
    });
    expect(formErrors(quickLinksScreen, setAt(filled, 'href', 'mailto:etat-civil@commune-dtima.cm'), 'published', 'fr')).toEqual({});
    expect(formErrors(quickLinksScreen, setAt(filled, 'href', 'tel:+237222291452'), 'published', 'fr')).toEqual({});
  });

  it('lists the tiles in the home page’s order', () => {
    expect(quickLinksScreen.defaultSort).toEqual({ column: 'position', direction: 'ascending' });
    expect(quickLinksScreen.columns('en').map((column) => column.label)).toEqual(['Label', 'Target', 'Icon', 'Position', 'Status']);
  });
});
