import { describe, expect, it } from 'vitest';
import { offices } from '../../content/commune';
import { serviceById, serviceByPath, services } from '../../content/service-pages';
import { serviceIds, serviceTiles } from '../../content/services';
import { paths } from '../../content/site-map';
import { localizedTexts } from '../../testing/content';
import { renderWithLanguage } from '../../testing/render';
import { ServicesView } from './Services';
import { serviceIcons } from './icons';

describe('municipal services content', () => {
  it('has the eight services of the home page, in order, with their exact paths', () => {
    expect(services.map((service) => service.id)).toEqual([...serviceIds]);
    expect(serviceTiles.map((tile) => tile.id), 'every tile has its page').toEqual([...serviceIds]);
    expect(services.map((service) => service.path)).toEqual([
      paths.serviceAdministrative,
      paths.serviceTechnical,
      paths.serviceTax,
      paths.serviceBills,
      paths.serviceLicenses,
      paths.serviceStamp,
      paths.serviceBirthCertificate,
      paths.serviceMarriage,
    ]);
    expect(services.map((service) => service.path)).toEqual([
      '/services/administrative',
      '/services/technical',
      '/services/tax',
      '/services/bills',
      '/services/licenses',
      '/services/stamp',
      '/services/birth-certificate',
      '/services/marriage',
    ]);
  });

  it('gives every service what a resident needs: documents, steps, cost, delay, an existing office', () => {
    for (const service of services) {
      expect(service.covers.length, service.id).toBeGreaterThan(0);
      expect(service.documents.length, service.id).toBeGreaterThanOrEqual(2);
      expect(service.steps.length, service.id).toBeGreaterThanOrEqual(3);
      expect(service.fees.length, service.id).toBeGreaterThan(0);
      const validAmount = (amount: number | 'free') => amount === 'free' || (Number.isInteger(amount) && amount > 0);
      expect(service.fees.filter((fee) => !validAmount(fee.amount)), service.id).toEqual([]);
      expect(service.delay.fr, service.id).not.toBe('');
      expect(offices[service.office], service.id).toBeDefined();
      expect(serviceIcons[service.icon], service.id).toBeTypeOf('function');
    }
  });

  it('has every text in natural French and in English, with French spacing before « : ; ? ! »', () => {
    const texts = services.flatMap((service) => localizedTexts(service, service.id));
    expect(texts.length).toBeGreaterThan(150);
    for (const [where, text] of texts) {
      expect(text.fr.trim(), where).not.toBe('');
      expect(text.en.trim(), where).not.toBe('');
      expect(text.fr, where).not.toMatch(/[^\u00a0\u202f][:;?!]/);
      expect(text.fr, where).not.toMatch(/'/);
      expect(text.en, where).not.toMatch(/\s[:;?!]/);
    }
  });

  it('keeps the amounts SPEC sets for licences and the legal time limits', () => {
    const licences = serviceById('licenses');
    expect(licences.fees.map((fee) => fee.amount)).toEqual([50000, 25000]);
    expect(serviceById('birth-certificate').about.fr).toContain('90 jours');
    expect(serviceById('birth-certificate').fees[0].amount).toBe('free');
    expect(serviceById('marriage').steps.some((step) => step.fr.includes('bans'))).toBe(true);
  });

  it('finds a service from its page path', () => {
    expect(serviceByPath('/services/stamp')?.id).toBe('stamp');
    expect(serviceByPath('/services/unknown')).toBeUndefined();
  });
});

describe('ServicesView with quick links staff published', () => {
  it('shows any id, an https address as it is, and the tiles in the given order', () => {
    const portal = { id: '17', path: 'https://www.impots.cm', label: { fr: 'Impôts en ligne', en: 'Online taxes' }, tileDescription: { fr: 'Le portail de la DGI', en: 'The tax office’s portal' }, icon: 'tax' as const };
    const host = renderWithLanguage(<ServicesView services={[serviceTiles[6], portal]} headingLevel={2} />);
    expect([...host.querySelectorAll('a')].map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/services/birth-certificate', 'Acte de naissanceDéclarer une naissance, obtenir une copie'],
      ['https://www.impots.cm', 'Impôts en ligneLe portail de la DGI'],
    ]);
    expect(host.querySelectorAll('svg')).toHaveLength(2);
  });
});
