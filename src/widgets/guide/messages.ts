import { defineCatalog } from '../../shared/i18n/catalog';

export const guideMessages = defineCatalog(
  {
    'sites.heading': 'Sites touristiques',
    'sites.intro':
      'Les sites de la commune, classés en quatre catégories. Le badge indique le statut de protection du site, la ligne «\u00a0Aménagement\u00a0» ce qui attend le visiteur sur place.',
    'sites.count.one': '{count} site',
    'sites.count.other': '{count} sites',
    'attractions.list': 'Les sites par catégorie',
    'label.location': 'Localisation',
    'label.amenagement': 'Aménagement',
    'label.when': 'Quand y aller',
    'label.separator': '\u00a0: ',
  },
  {
    'sites.heading': 'Tourist Sites',
    'sites.intro':
      'The council area’s sites, in four categories. The badge gives the site’s protection status, the “Facilities” line what visitors will find there.',
    'sites.count.one': '{count} site',
    'sites.count.other': '{count} sites',
    'attractions.list': 'The sites by category',
    'label.location': 'Location',
    'label.amenagement': 'Facilities',
    'label.when': 'When to go',
    'label.separator': ': ',
  },
);
