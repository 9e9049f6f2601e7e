import { defineCatalog } from '../../shared/i18n/catalog';

export const servicesMessages = defineCatalog(
  {
    heading: 'Nos services',
    intro: 'Les démarches courantes à la mairie, avec les pièces à fournir, les coûts, les délais et le bon guichet.',
  },
  {
    heading: 'Our services',
    intro: 'Everyday business with the town hall, with the documents to bring, costs, time frames and the right counter.',
  },
);
