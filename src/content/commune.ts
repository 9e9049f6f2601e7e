import type { Localized } from '../core/i18n/catalog';

/** The commune's identity and contact details, shown by the header and the footer. */
export const commune = {
  name: { fr: 'Commune de Dtima', en: 'Dtima Council' } satisfies Localized,
  shortName: 'Dtima',
  region: { fr: 'Région de l’Extrême-Nord, Cameroun', en: 'Far North Region, Cameroon' } satisfies Localized,
  motto: { fr: 'Paix – Travail – Patrie', en: 'Peace – Work – Fatherland' } satisfies Localized,
  postalBox: { fr: 'B.P. 27 Dtima', en: 'P.O. Box 27 Dtima' } satisfies Localized,
  /** As dialled from abroad; `tel:` links use the same digits without spaces. */
  phone: '+237 222 29 14 50',
  email: 'contact@commune-dtima.cm',
  inspectorGeneralEmail: 'inspection@commune-dtima.cm',
} as const;

export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
