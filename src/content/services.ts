import type { Localized } from '../shared/i18n/catalog';
import { paths, type SitePath } from './site-map';

/** The eight municipal services, in the order of the home page's tiles. */
export const serviceIds = ['administrative', 'technical', 'tax', 'bills', 'licenses', 'stamp', 'birth-certificate', 'marriage'] as const;
export type ServiceId = (typeof serviceIds)[number];

/** The tile's pictogram; the widgets map each id to an icon of src/kit/ui/icons.tsx. */
export type ServiceIcon = 'document' | 'tools' | 'tax' | 'receipt' | 'licence' | 'stamp' | 'baby' | 'rings';

/** A service as the home page's tile shows it. */
export interface ServiceTile {
  id: ServiceId;
  path: SitePath;
  /** The tile's label, also the service page's name. */
  label: Localized;
  /** The tile's one-line description. */
  tileDescription: Localized;
  icon: ServiceIcon;
}

/** The eight services' tiles, in the home page's order; their pages' content is in service-pages.ts. */
export const serviceTiles: readonly ServiceTile[] = [
  {
    id: 'administrative',
    path: paths.serviceAdministrative,
    label: { fr: 'Services administratifs', en: 'Administrative Services' },
    tileDescription: { fr: 'Copies certifiées, légalisations et certificats', en: 'Certified copies, signatures and certificates' },
    icon: 'document',
  },
  {
    id: 'technical',
    path: paths.serviceTechnical,
    label: { fr: 'Services techniques', en: 'Technical Services' },
    tileDescription: { fr: 'Voirie, éclairage, assainissement, urbanisme', en: 'Roads, lighting, drainage and planning' },
    icon: 'tools',
  },
  {
    id: 'tax',
    path: paths.serviceTax,
    label: { fr: 'Services fiscaux', en: 'Tax Services' },
    tileDescription: { fr: 'Déclarer et payer les impôts locaux', en: 'Declare and pay local taxes' },
    icon: 'tax',
  },
  {
    id: 'bills',
    path: paths.serviceBills,
    label: { fr: 'Paiement des factures', en: 'Bill Payment' },
    tileDescription: { fr: 'Loyers du marché, redevances et factures', en: 'Market rents, fees and council bills' },
    icon: 'receipt',
  },
  {
    id: 'licenses',
    path: paths.serviceLicenses,
    label: { fr: 'Licences et autorisations', en: 'Licences and Authorisations' },
    tileDescription: { fr: 'Licences d’exploitation, occupation de la voie', en: 'Trading licences, use of public space' },
    icon: 'licence',
  },
  {
    id: 'stamp',
    path: paths.serviceStamp,
    label: { fr: 'Droits de timbre', en: 'Stamp Duty' },
    tileDescription: { fr: 'Timbres communaux pour vos dossiers', en: 'Council stamps for your applications' },
    icon: 'stamp',
  },
  {
    id: 'birth-certificate',
    path: paths.serviceBirthCertificate,
    label: { fr: 'Acte de naissance', en: 'Birth Certificate' },
    tileDescription: { fr: 'Déclarer une naissance, obtenir une copie', en: 'Register a birth, get a copy' },
    icon: 'baby',
  },
  {
    id: 'marriage',
    path: paths.serviceMarriage,
    label: { fr: 'Mariage civil', en: 'Civil Marriage' },
    tileDescription: { fr: 'Dossier, publication des bans, célébration', en: 'File, banns and ceremony' },
    icon: 'rings',
  },
];
