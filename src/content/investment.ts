import type { Localized } from '../shared/i18n/catalog';

/** One figure of the market overview, kept as a number and formatted at render time. */
export interface MarketFigure {
  id: 'population' | 'growth' | 'businesses';
  value: number;
  /** `count` formats as a whole number (`150 000`), `percent` as a percentage (`5,2 %`). */
  unit: 'count' | 'percent';
  /** The value is a floor: shown `150 000+`. */
  moreThan: boolean;
  label: Localized;
}

/** The market overview of the investment page (SPEC §2 /business/investment, §9). */
export const marketOverview: readonly MarketFigure[] = [
  {
    id: 'population',
    value: 150_000,
    unit: 'count',
    moreThan: true,
    label: { fr: 'Habitants', en: 'Inhabitants' },
  },
  {
    id: 'growth',
    value: 5.2,
    unit: 'percent',
    moreThan: false,
    label: { fr: 'Croissance annuelle', en: 'Annual growth' },
  },
  {
    id: 'businesses',
    value: 2000,
    unit: 'count',
    moreThan: true,
    label: { fr: 'Entreprises actives', en: 'Active businesses' },
  },
];

/** Sector icons, drawn by `<commune-investment>` (src/widgets/investment/icons.tsx). */
export type SectorIconId = 'road' | 'sprout' | 'mountain' | 'store' | 'sun' | 'health';

export interface InvestmentSector {
  id: 'infrastructure' | 'agriculture' | 'tourism' | 'commerce' | 'renewable-energy' | 'health';
  icon: SectorIconId;
  title: Localized;
  /** One line, for the home page's grid. */
  summary: Localized;
  /** A short paragraph, for the investment page. */
  description: Localized;
  /** Concrete openings for an investor, four or five of them. */
  opportunities: readonly Localized[];
}

/** The six sectors open to investment, in the order the home and investment pages show them. */
export const investmentSectors: readonly InvestmentSector[] = [
  {
    id: 'infrastructure',
    icon: 'road',
    title: { fr: 'Infrastructures', en: 'Infrastructure' },
    summary: {
      fr: 'Routes, logements, zones d’activités et réseaux d’eau pour une ville qui grandit.',
      en: 'Roads, housing, business parks and water networks for a growing town.',
    },
    description: {
      fr: 'La population de Dtima augmente chaque année et la ville s’étend vers les routes de Mokolo et de Mora. La commune cherche des partenaires pour construire et exploiter les équipements qui suivent cette croissance, en partenariat public-privé ou en concession.',
      en: 'Dtima’s population grows every year and the town is spreading along the Mokolo and Mora roads. The council is looking for partners to build and run the facilities this growth calls for, as public–private partnerships or concessions.',
    },
    opportunities: [
      {
        fr: 'Aménagement et viabilisation d’une zone d’activités de 20 hectares à la sortie nord de la ville',
        en: 'Developing and servicing a 20-hectare business park on the northern edge of town',
      },
      {
        fr: 'Programmes de logements sociaux et de lotissements viabilisés pour les fonctionnaires et les jeunes ménages',
        en: 'Social housing and serviced plots for civil servants and young households',
      },
      {
        fr: 'Construction et gestion en concession d’une gare routière moderne',
        en: 'Building and running a modern bus and truck station under concession',
      },
      {
        fr: 'Forages, châteaux d’eau et réseaux de distribution d’eau potable dans les quartiers périphériques',
        en: 'Boreholes, water towers and drinking-water networks for the outlying neighbourhoods',
      },
      {
        fr: 'Entrepôts et aires de stockage sous douane sur l’axe vers le Nigeria',
        en: 'Warehouses and bonded storage yards on the road to Nigeria',
      },
    ],
  },
  {
    id: 'agriculture',
    icon: 'sprout',
    title: { fr: 'Agriculture et élevage', en: 'Agriculture and livestock' },
    summary: {
      fr: 'Coton, oignon, mil et bétail : transformer sur place ce que la région produit.',
      en: 'Cotton, onions, millet and livestock: processing locally what the region grows.',
    },
    description: {
      fr: 'L’agriculture et l’élevage font vivre la majorité des ménages de la commune. Le coton, l’oignon, le mil, le sorgho et l’arachide sont vendus bruts, souvent loin d’ici : la transformation, le stockage et la commercialisation restent à organiser.',
      en: 'Farming and herding support most households in the council area. Cotton, onions, millet, sorghum and groundnuts are sold raw, often far away: processing, storage and marketing are still to be organised.',
    },
    opportunities: [
      {
        fr: 'Unités de conservation et de séchage de l’oignon pour vendre hors saison',
        en: 'Onion storage and drying units, to sell out of season',
      },
      {
        fr: 'Huilerie et fabrique d’aliments pour bétail à partir des graines de coton et de l’arachide',
        en: 'An oil mill and livestock feed plant using cottonseed and groundnuts',
      },
      {
        fr: 'Abattoir moderne, chaîne du froid et valorisation des cuirs et peaux',
        en: 'A modern abattoir, cold chain and the processing of hides and skins',
      },
      {
        fr: 'Périmètres irrigués par pompage solaire pour le maraîchage de saison sèche',
        en: 'Solar-pumped irrigated plots for dry-season market gardening',
      },
      {
        fr: 'Mini-laiteries collectant le lait des éleveurs peuls des environs',
        en: 'Small dairies collecting milk from the Fulani herders around town',
      },
    ],
  },
  {
    id: 'tourism',
    icon: 'mountain',
    title: { fr: 'Tourisme', en: 'Tourism' },
    summary: {
      fr: 'Monts Mandara, villages mafa et marchés colorés : un potentiel encore peu équipé.',
      en: 'Mandara mountains, Mafa villages and colourful markets: potential still short of facilities.',
    },
    description: {
      fr: 'Les monts Mandara, leurs pitons volcaniques, leurs terrasses cultivées et leurs villages mafa attirent randonneurs et visiteurs curieux des cultures du Nord. L’offre d’hébergement et de services reste faible face à ce potentiel.',
      en: 'The Mandara mountains, with their volcanic peaks, farmed terraces and Mafa villages, draw hikers and visitors curious about the cultures of the North. Accommodation and services fall well short of this potential.',
    },
    opportunities: [
      {
        fr: 'Écolodges et campements en pierre sèche au pied des monts Mandara',
        en: 'Eco-lodges and dry-stone camps at the foot of the Mandara mountains',
      },
      {
        fr: 'Hôtel de standing moyen en centre-ville pour la clientèle d’affaires et les missions',
        en: 'A mid-range hotel in the town centre for business travellers and official missions',
      },
      {
        fr: 'Agences de randonnée et de circuits culturels avec des guides formés localement',
        en: 'Hiking and cultural tour agencies with locally trained guides',
      },
      {
        fr: 'Centre d’artisanat pour la poterie, la vannerie et la forge traditionnelles',
        en: 'A crafts centre for traditional pottery, basketry and blacksmithing',
      },
    ],
  },
  {
    id: 'commerce',
    icon: 'store',
    title: { fr: 'Commerce', en: 'Trade' },
    summary: {
      fr: 'Un carrefour d’échanges avec le Nigeria et le Tchad, et des marchés très fréquentés.',
      en: 'A crossroads for trade with Nigeria and Chad, and busy weekly markets.',
    },
    description: {
      fr: 'Proche des frontières du Nigeria et du Tchad, Dtima vit au rythme de ses marchés hebdomadaires, où se vendent bétail, céréales, oignons et produits manufacturés. La commune modernise ses équipements marchands et accueille les commerçants qui veulent s’y installer.',
      en: 'Close to the Nigerian and Chadian borders, Dtima lives to the rhythm of its weekly markets, where livestock, grain, onions and manufactured goods change hands. The council is modernising its market facilities and welcomes traders who want to set up here.',
    },
    opportunities: [
      {
        fr: 'Boutiques et magasins de gros dans le nouveau marché moderne',
        en: 'Shops and wholesale stores in the new modern market',
      },
      {
        fr: 'Plateforme de commerce transfrontalier de céréales et de bétail vers le Nigeria et le Tchad',
        en: 'A cross-border trading hub for grain and livestock bound for Nigeria and Chad',
      },
      {
        fr: 'Supermarché et distribution de produits de grande consommation',
        en: 'A supermarket and distribution of everyday consumer goods',
      },
      {
        fr: 'Agences de transfert d’argent, de microfinance et de paiement mobile',
        en: 'Money transfer, microfinance and mobile payment agencies',
      },
    ],
  },
  {
    id: 'renewable-energy',
    icon: 'sun',
    title: { fr: 'Énergies renouvelables', en: 'Renewable energy' },
    summary: {
      fr: 'Un soleil généreux toute l’année pour électrifier villages, ateliers et pompes.',
      en: 'Strong sunshine all year round to power villages, workshops and pumps.',
    },
    description: {
      fr: 'L’Extrême-Nord reçoit l’un des meilleurs ensoleillements du pays, alors que beaucoup de quartiers et de villages ne sont pas raccordés au réseau. L’énergie solaire répond à la fois aux besoins des ménages, des artisans et des agriculteurs.',
      en: 'The Far North gets some of the strongest sunshine in the country, while many neighbourhoods and villages are not connected to the grid. Solar power meets the needs of households, craftspeople and farmers alike.',
    },
    opportunities: [
      {
        fr: 'Mini-réseaux solaires pour les villages non raccordés de la commune',
        en: 'Solar mini-grids for the council’s unconnected villages',
      },
      {
        fr: 'Vente et installation de kits solaires domestiques, payables par paiement mobile',
        en: 'Selling and installing home solar kits, paid for by mobile money',
      },
      {
        fr: 'Pompage solaire pour l’irrigation et l’abreuvement du bétail',
        en: 'Solar pumping for irrigation and watering livestock',
      },
      {
        fr: 'Chambres froides solaires pour les marchés, les bouchers et les pharmacies',
        en: 'Solar cold rooms for markets, butchers and pharmacies',
      },
      {
        fr: 'Foyers améliorés et biogaz pour réduire la consommation de bois de chauffe',
        en: 'Improved cookstoves and biogas to cut the use of firewood',
      },
    ],
  },
  {
    id: 'health',
    icon: 'health',
    title: { fr: 'Santé', en: 'Health' },
    summary: {
      fr: 'Cliniques, pharmacies et laboratoires pour une population jeune et nombreuse.',
      en: 'Clinics, pharmacies and laboratories for a large, young population.',
    },
    description: {
      fr: 'Les centres de santé publics de la commune sont très sollicités et les habitants font souvent la route jusqu’à Maroua pour un examen ou une spécialité. Les initiatives privées de soins et de distribution de médicaments y trouvent une demande réelle.',
      en: 'The council area’s public health centres are stretched, and residents often travel to Maroua for a test or a specialist. Private healthcare and medicine supply meet real demand here.',
    },
    opportunities: [
      {
        fr: 'Clinique privée avec maternité et service de pédiatrie',
        en: 'A private clinic with a maternity ward and a paediatric unit',
      },
      {
        fr: 'Pharmacies et dépôts pharmaceutiques agréés dans les quartiers et les villages',
        en: 'Licensed pharmacies and medicine outlets in the neighbourhoods and villages',
      },
      {
        fr: 'Laboratoire d’analyses médicales et centre d’imagerie',
        en: 'A medical laboratory and an imaging centre',
      },
      {
        fr: 'Cabinet dentaire et centre d’ophtalmologie',
        en: 'A dental practice and an eye clinic',
      },
      {
        fr: 'École de formation d’infirmiers et de sages-femmes',
        en: 'A training school for nurses and midwives',
      },
    ],
  },
];
