import type { Localized } from '../shared/i18n/catalog';

// French typography: a no-break space before : ; ? ! and inside « ».
const NBSP = '\u00a0';

/** The six parts of the biography page (SPEC §2 /government/biography), in this order. */
export type BiographySectionId = 'introduction' | 'academic-professional' | 'political-engagement' | 'distinctions' | 'social-life' | 'vision';

export interface BiographySection {
  /** Stable, used as the section's element id ('/government/biography#vision'). */
  id: BiographySectionId;
  title: Localized;
  paragraphs: readonly Localized[];
}

export interface Mayor {
  /** A proper noun: the same in both languages. */
  name: string;
  role: Localized;
  portrait: { src: string; width: number; height: number; alt: Localized };
  /** Two or three sentences for the home page. */
  presentation: Localized;
}

export interface MayorMessage {
  greeting: Localized;
  paragraphs: readonly Localized[];
  closing: Localized;
}

/*
 * Three exports rather than one object, so an element bundles only what it shows: the home
 * page's presentation does not carry the message or the biography.
 */

/** Who the mayor is, and the home page's short presentation. */
export const mayor: Mayor = {
  name: 'Hamadou Daïrou Bello',
  role: { fr: 'Maire de la Commune de Dtima', en: 'Mayor of Dtima Council' },
  portrait: {
    src: '/images/mayor/portrait.svg',
    width: 320,
    height: 360,
    alt: {
      fr: 'Portrait illustré de Hamadou Daïrou Bello, maire de Dtima, en boubou blanc et bonnet brodé.',
      en: 'Illustrated portrait of Hamadou Daïrou Bello, Mayor of Dtima, in a white boubou and embroidered cap.',
    },
  },
  presentation: {
    fr: `Élu maire en 2020 après sept années comme premier adjoint, Hamadou Daïrou Bello est un enfant de Dtima, économiste de formation et ancien coordonnateur de projets d’hydraulique rurale. Il conduit une équipe municipale tournée vers l’accès à l’eau, l’école, les routes et les marchés, avec une règle simple${NBSP}: rendre compte aux habitants de chaque franc dépensé.`,
    en: 'Elected mayor in 2020 after seven years as first deputy, Hamadou Daïrou Bello was born and raised in Dtima. An economist by training and a former coordinator of rural water projects, he leads a council team focused on water, schools, roads and markets, with one simple rule: accounting to residents for every franc spent.',
  },
};

/** The mayor's message to residents (SPEC §2 /government/meet-mayor). */
export const mayorMessage: MayorMessage = {
  greeting: { fr: 'Chères habitantes, chers habitants de Dtima,', en: 'Dear residents of Dtima,' },
  paragraphs: [
    {
      fr: 'Notre commune est riche de ses montagnes, de ses plaines de mil et de coton, de ses marchés et surtout de ses femmes et de ses hommes. Depuis que vous m’avez confié la conduite de la mairie, je mesure chaque jour la confiance que cela représente. Ce site est un outil de plus pour vous informer, vous servir et vous rendre compte.',
      en: 'Our council is rich in its mountains, its fields of millet and cotton, its markets and, above all, its women and men. Since you entrusted me with running the town hall, I have felt the weight of that trust every day. This website is one more tool to inform you, to serve you and to account to you.',
    },
    {
      fr: 'L’eau reste notre première priorité. Trop de femmes et d’enfants marchent encore des heures pendant la saison sèche. Avec nos partenaires, nous réhabilitons les forages en panne, creusons de nouveaux puits dans les quartiers qui en manquent et confions leur entretien à des comités de gestion élus, pour que chaque point d’eau dure.',
      en: 'Water remains our first priority. Too many women and children still walk for hours in the dry season. With our partners, we are repairing broken boreholes, digging new wells in the neighbourhoods that lack them and handing their upkeep to elected management committees, so that every water point lasts.',
    },
    {
      fr: 'L’école est la deuxième. Nous construisons des salles de classe pour remplacer les abris en paille, équipons les écoles en tables-bancs et distribuons chaque année le paquet minimum aux écoles primaires. Garder les filles à l’école jusqu’au bout est un engagement que je prends personnellement.',
      en: 'Schools come second. We are building classrooms to replace straw shelters, supplying schools with desks and delivering the minimum package to primary schools every year. Keeping girls in school until they finish is a commitment I make personally.',
    },
    {
      fr: 'Nos routes et nos marchés font vivre l’économie locale. Le reprofilage des pistes rurales avant chaque saison des pluies, la construction du nouveau marché moderne et l’aménagement du parc à bétail doivent permettre aux producteurs d’oignons, de mil et aux éleveurs de vendre mieux et plus près de chez eux.',
      en: 'Our roads and markets keep the local economy alive. Regrading rural tracks before each rainy season, building the new modern market and laying out the livestock yard should let onion and millet growers and herders sell more, and closer to home.',
    },
    {
      fr: `Notre jeunesse est notre force. Formation aux métiers, appui aux groupements de jeunes entrepreneurs, terrains de sport et emplois à haute intensité de main-d’œuvre sur nos chantiers${NBSP}: nous voulons que chaque jeune de Dtima voie son avenir ici.`,
      en: 'Our young people are our strength. Vocational training, support for groups of young entrepreneurs, sports grounds and labour-intensive jobs on our building sites: we want every young person in Dtima to see their future here.',
    },
    {
      fr: 'Rien de tout cela n’est possible sans la paix. Avec les autorités traditionnelles et religieuses, chrétiennes comme musulmanes, nous entretenons le dialogue entre les communautés, l’accueil des familles déplacées et la cohésion qui fait notre fierté.',
      en: 'None of this is possible without peace. With traditional and religious leaders, Christian and Muslim alike, we keep the dialogue between communities alive, welcome displaced families and protect the social cohesion we are proud of.',
    },
    {
      fr: 'Enfin, je m’engage à la transparence. Le budget communal est affiché à la mairie et présenté chaque année en session publique, les marchés sont attribués par appel d’offres et les comptes sont ouverts à tous. Vos questions et vos suggestions sont les bienvenues au cabinet du maire.',
      en: 'Finally, I am committed to transparency. The council budget is posted at the town hall and presented every year in a public session, contracts are awarded through open tenders and the accounts are open to all. Your questions and suggestions are always welcome at the Mayor’s Office.',
    },
  ],
  closing: {
    fr: 'Ensemble, bâtissons une commune où il fait bon vivre, travailler et grandir.',
    en: 'Together, let us build a council area where it is good to live, work and grow up.',
  },
};

/** The mayor's biography in its six sections, in order (SPEC §2 /government/biography). */
export const biography: readonly BiographySection[] = [
  {
    id: 'introduction',
    title: { fr: 'Introduction', en: 'Introduction' },
    paragraphs: [
      {
        fr: 'Hamadou Daïrou Bello est né en 1971 à Dtima, au pied des monts Mandara, dans une famille d’agriculteurs et de commerçants de bétail. Aîné de sept enfants, il grandit entre les champs de mil de son père et l’étal de sa mère au marché central, où il apprend très tôt la valeur du travail et de la parole donnée.',
        en: 'Hamadou Daïrou Bello was born in 1971 in Dtima, at the foot of the Mandara mountains, into a family of farmers and cattle traders. The eldest of seven children, he grew up between his father’s millet fields and his mother’s stall at the central market, where he learnt early on the value of work and of keeping one’s word.',
      },
      {
        fr: 'Maire de la Commune de Dtima depuis 2020, il parle le fulfulde, le mafa, le français et l’anglais, et se définit d’abord comme un serviteur des habitants.',
        en: 'Mayor of Dtima Council since 2020, he speaks Fulfulde, Mafa, French and English, and sees himself first and foremost as a servant of the residents.',
      },
    ],
  },
  {
    id: 'academic-professional',
    title: { fr: 'Parcours académique et professionnel', en: 'Academic and professional path' },
    paragraphs: [
      {
        fr: 'Après l’école publique de Dtima et le lycée classique de Maroua, où il obtient son baccalauréat en 1990, il étudie les sciences économiques à l’Université de Ngaoundéré, puis obtient un master en gestion des projets de développement à l’Université de Yaoundé II.',
        en: 'After Dtima state primary school and the Maroua grammar school, where he passed his baccalaureate in 1990, he studied economics at the University of Ngaoundéré, then earned a master’s degree in development project management at the University of Yaoundé II.',
      },
      {
        fr: 'Il commence sa carrière comme agent d’encadrement des producteurs de coton dans la région, avant de rejoindre en 2002 un programme d’hydraulique rurale dont il devient coordonnateur régional. Pendant dix ans, il supervise la construction et la réhabilitation de plus de deux cents forages dans les départements de l’Extrême-Nord.',
        en: 'He began his career as an extension officer supporting cotton growers in the region, before joining a rural water programme in 2002, where he became regional coordinator. For ten years he oversaw the building and repair of more than two hundred boreholes across the divisions of the Far North.',
      },
    ],
  },
  {
    id: 'political-engagement',
    title: { fr: 'Engagement politique', en: 'Political engagement' },
    paragraphs: [
      {
        fr: 'Son engagement public commence dans les associations de parents d’élèves et les comités de gestion des points d’eau. Élu conseiller municipal en 2013, il devient aussitôt premier adjoint au maire, chargé des finances et des infrastructures.',
        en: 'His public life began in parents’ associations and water-point committees. Elected municipal councillor in 2013, he immediately became first deputy mayor, in charge of finance and infrastructure.',
      },
      {
        fr: 'Lors des élections municipales de février 2020, il conduit une liste rassemblant toutes les composantes de la commune et est élu maire par le nouveau conseil. Il siège également au bureau régional de l’association des communes et plaide pour une décentralisation qui donne aux mairies les moyens de leurs missions.',
        en: 'In the municipal elections of February 2020 he led a list bringing together every community of the council area and was elected mayor by the new council. He also sits on the regional board of the association of councils, where he argues for a decentralisation that gives town halls the means to carry out their duties.',
      },
    ],
  },
  {
    id: 'distinctions',
    title: { fr: 'Distinctions', en: 'Distinctions' },
    paragraphs: [
      {
        fr: 'Hamadou Daïrou Bello est chevalier de l’Ordre de la Valeur, distinction reçue en 2016 pour son action en faveur de l’accès à l’eau potable dans les zones rurales.',
        en: 'Hamadou Daïrou Bello is a Knight of the Order of Valour, an honour received in 2016 for his work on access to drinking water in rural areas.',
      },
      {
        fr: 'En 2023, la commune qu’il dirige a reçu le prix régional de la bonne gouvernance locale pour la publication de son budget et de ses comptes. Il est aussi titulaire de la médaille d’honneur du travail, échelon vermeil.',
        en: 'In 2023 the council he leads received the regional award for good local governance for publishing its budget and accounts. He also holds the silver-gilt Labour Medal of Honour.',
      },
    ],
  },
  {
    id: 'social-life',
    title: { fr: 'Vie sociale', en: 'Social life' },
    paragraphs: [
      {
        fr: 'Marié et père de cinq enfants, il préside depuis quinze ans l’association sportive de Dtima, dont l’équipe de football des moins de dix-sept ans a remporté le championnat départemental en 2022.',
        en: 'Married and the father of five, he has chaired Dtima’s sports association for fifteen years; its under-17 football team won the divisional championship in 2022.',
      },
      {
        fr: 'Membre du comité local de dialogue interreligieux, il soutient les groupements de femmes transformatrices d’arachide et de karité ainsi que les caisses de solidarité des quartiers. Le vendredi après-midi, il reçoit sans rendez-vous les habitants qui souhaitent le rencontrer.',
        en: 'A member of the local interfaith dialogue committee, he supports women’s groups that process groundnuts and shea, as well as neighbourhood solidarity funds. On Friday afternoons he meets residents who wish to see him, no appointment needed.',
      },
    ],
  },
  {
    id: 'vision',
    title: { fr: 'Vision', en: 'Vision' },
    paragraphs: [
      {
        fr: `Sa vision tient en une ambition${NBSP}: faire de Dtima, d’ici à 2030, une commune où chaque quartier a de l’eau potable, chaque enfant une place à l’école et chaque producteur une route pour vendre ses récoltes.`,
        en: 'His vision comes down to one ambition: by 2030, to make Dtima a council area where every neighbourhood has drinking water, every child a place at school and every farmer a road to sell their harvest.',
      },
      {
        fr: 'Pour y parvenir, il mise sur la jeunesse, le tourisme des monts Mandara, l’énergie solaire et une gestion transparente, associant les chefferies traditionnelles, les communautés religieuses et la diaspora à chaque grande décision.',
        en: 'To get there, he is counting on young people, tourism in the Mandara mountains, solar energy and transparent management, involving traditional chiefdoms, religious communities and the diaspora in every major decision.',
      },
      {
        fr: `«${NBSP}Une commune se construit quartier par quartier, avec ceux qui y vivent${NBSP}», aime-t-il rappeler. C’est pourquoi chaque budget est préparé avec les comités de développement des quartiers et des villages, qui fixent eux-mêmes leurs priorités.`,
        en: '“A council area is built neighbourhood by neighbourhood, with the people who live there,” he likes to say. That is why every budget is prepared with the neighbourhood and village development committees, who set their own priorities.',
      },
    ],
  },
];

/** One of the mayor's updates (the content server's `mayor-updates`), as the message page shows it. */
export interface MayorUpdate {
  id: string | number;
  title: Localized;
  /** Paragraphs separated by a blank line. */
  content: Localized;
  /** ISO day. */
  date: string;
}

const letterText = (lang: keyof Localized) => [mayorMessage.greeting[lang], ...mayorMessage.paragraphs.map((p) => p[lang]), mayorMessage.closing[lang]].join('\n\n');

/**
 * The message as the first of the mayor's updates: what the content server seeds, and what the
 * meet-the-mayor page shows until staff publish another (the latest published is shown).
 */
export const mayorLetter: MayorUpdate = {
  id: 'message',
  title: { fr: 'Le mot du maire', en: 'A word from the mayor' },
  content: { fr: letterText('fr'), en: letterText('en') },
  date: '2025-01-06',
};
