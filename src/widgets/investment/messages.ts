import { defineCatalog } from '../../shared/i18n/catalog';

export const investmentMessages = defineCatalog(
  {
    heading: 'Opportunités d’investissement',
    intro: 'Six secteurs porteurs pour investir dans une commune jeune, en pleine croissance et ouverte sur le Nigeria et le Tchad.',
    cta: 'Investir à Dtima',
    'overview.heading': 'Aperçu du marché',
    'sectors.heading': 'Secteurs porteurs',
    opportunities: 'Opportunités',
    contact: 'Contactez-nous',
    'contact.about': 'au sujet du secteur {sector}',
    'dialog.title': 'Projet d’investissement\u00a0: {sector}',
    'dialog.intro': 'Un projet dans le secteur «\u00a0{sector}\u00a0»\u00a0? Appelez-nous ou écrivez-nous\u00a0: le bureau vous reçoit volontiers à la mairie pour en parler.',
  },
  {
    heading: 'Investment opportunities',
    intro: 'Six growth sectors to invest in a young, fast-growing council area that opens onto Nigeria and Chad.',
    cta: 'Invest in Dtima',
    'overview.heading': 'Market overview',
    'sectors.heading': 'Growth sectors',
    opportunities: 'Opportunities',
    contact: 'Contact us',
    'contact.about': 'about {sector}',
    'dialog.title': 'Investment project: {sector}',
    'dialog.intro': 'A project in the “{sector}” sector? Call or write to us: the office will gladly meet you at the town hall to talk it over.',
  },
);
