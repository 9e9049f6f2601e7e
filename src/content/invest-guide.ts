import type { Localized } from '../shared/i18n/catalog';
import type { OfficeId } from './commune';

/** A titled paragraph: one strength of the commune, one form of support, one step. */
export interface GuideItem {
  id: string;
  title: Localized;
  text: Localized;
}

export interface InvestGuide {
  /** Why invest in Dtima. */
  strengths: readonly GuideItem[];
  /** What the commune does for an investor. */
  support: readonly GuideItem[];
  /** Setting up, in the order an investor goes through it. */
  steps: readonly GuideItem[];
  /** The office that answers investors; its details are in `offices` (src/content/commune.ts). */
  contactOffice: OfficeId;
}

/** The /investir page (SPEC §2: "not shown"): what an investor needs before coming to Dtima. */
export const investGuide: InvestGuide = {
  strengths: [
    {
      id: 'crossroads',
      title: { fr: 'Un carrefour transfrontalier', en: 'A cross-border crossroads' },
      text: {
        fr: 'À quelques heures de route du Nigeria et du Tchad, reliée à Maroua par une route bitumée, Dtima est un lieu de passage et d’échange pour les céréales, le bétail et les produits manufacturés.',
        en: 'A few hours’ drive from Nigeria and Chad and linked to Maroua by a tarred road, Dtima is a place of passage and exchange for grain, livestock and manufactured goods.',
      },
    },
    {
      id: 'market',
      title: { fr: 'Un marché jeune et en croissance', en: 'A young and growing market' },
      text: {
        fr: 'Une population nombreuse, jeune et qui augmente chaque année, des marchés hebdomadaires parmi les plus fréquentés du département et une demande forte en logements, en services et en biens de consommation.',
        en: 'A large, young population that grows every year, weekly markets among the busiest in the division, and strong demand for housing, services and consumer goods.',
      },
    },
    {
      id: 'resources',
      title: { fr: 'Des ressources à valoriser', en: 'Resources waiting to be developed' },
      text: {
        fr: 'Coton, oignon, mil, sorgho, arachide, bétail, cuirs et peaux : la commune produit beaucoup et transforme peu. Chaque étape de transformation faite sur place est une valeur ajoutée à prendre.',
        en: 'Cotton, onions, millet, sorghum, groundnuts, livestock, hides and skins: the council area produces a lot and processes little. Every processing step done here is added value to capture.',
      },
    },
    {
      id: 'sun-and-landscapes',
      title: { fr: 'Du soleil et des paysages', en: 'Sunshine and landscapes' },
      text: {
        fr: 'Un ensoleillement parmi les plus élevés du pays pour l’énergie solaire, et les paysages des monts Mandara pour un tourisme de randonnée et de découverte culturelle.',
        en: 'Some of the strongest sunshine in the country for solar power, and the Mandara mountains’ landscapes for hiking and cultural tourism.',
      },
    },
  ],
  support: [
    {
      id: 'one-stop-desk',
      title: { fr: 'Un guichet unique à la mairie', en: 'A one-stop desk at the town hall' },
      text: {
        fr: 'Le Bureau de promotion des investissements reçoit chaque porteur de projet, l’oriente dans les démarches communales et le met en relation avec les services de l’État, les chefferies et les organisations de producteurs.',
        en: 'The Investment Promotion Office meets every project owner, guides them through the council’s procedures and puts them in touch with state services, traditional chiefdoms and producer organisations.',
      },
    },
    {
      id: 'land',
      title: { fr: 'Des terrains identifiés', en: 'Identified land' },
      text: {
        fr: 'La commune propose des terrains dans ses zones d’activités et ses lotissements, aide à sécuriser le foncier avec les autorités coutumières et instruit en priorité les permis de bâtir des projets productifs.',
        en: 'The council offers plots in its business parks and serviced estates, helps secure land rights with the customary authorities, and fast-tracks building permits for productive projects.',
      },
    },
    {
      id: 'incentives',
      title: { fr: 'Des avantages fiscaux', en: 'Tax incentives' },
      text: {
        fr: 'Les projets agréés au titre de la loi sur les incitations à l’investissement privé (la charte des investissements) bénéficient d’exonérations pendant l’installation puis d’allègements pendant les premières années d’exploitation. La commune aide à monter le dossier d’agrément.',
        en: 'Projects approved under the law on private investment incentives (the investment charter) enjoy exemptions while they set up, then reduced taxes during their first years of operation. The council helps prepare the approval application.',
      },
    },
    {
      id: 'local-hiring',
      title: { fr: 'Un appui au recrutement local', en: 'Help with local hiring' },
      text: {
        fr: 'La commune relaie vos offres d’emploi, vous présente les centres de formation professionnelle de la région et accompagne l’apprentissage des jeunes de Dtima dans votre entreprise.',
        en: 'The council passes on your job offers, introduces you to the region’s vocational training centres and supports apprenticeships for Dtima’s young people in your business.',
      },
    },
  ],
  steps: [
    {
      id: 'meet',
      title: { fr: 'Présenter votre projet', en: 'Present your project' },
      text: {
        fr: 'Prenez rendez-vous avec le Bureau de promotion des investissements. Une note de deux pages suffit : activité, montant envisagé, emplois, besoins en terrain, en eau et en électricité.',
        en: 'Book a meeting with the Investment Promotion Office. A two-page note is enough: activity, planned amount, jobs, and the land, water and power you need.',
      },
    },
    {
      id: 'register',
      title: { fr: 'Créer votre entreprise', en: 'Register your company' },
      text: {
        fr: 'Immatriculez votre société au Centre de formalités de création d’entreprises (CFCE) de Maroua, qui réunit en un seul lieu l’enregistrement, l’immatriculation au registre du commerce et la déclaration fiscale.',
        en: 'Register your company at the Business Creation Formalities Centre (CFCE) in Maroua, which handles registration, the trade register and tax declaration in one place.',
      },
    },
    {
      id: 'land',
      title: { fr: 'Sécuriser votre terrain', en: 'Secure your land' },
      text: {
        fr: 'Choisissez un terrain avec la commune, puis signez un bail ou un acte de cession. Les services techniques instruisent ensuite votre permis de bâtir.',
        en: 'Choose a plot with the council, then sign a lease or a deed of transfer. The technical services then process your building permit.',
      },
    },
    {
      id: 'permits',
      title: { fr: 'Obtenir vos autorisations', en: 'Obtain your permits' },
      text: {
        fr: 'Demandez les licences et autorisations communales de votre activité et, si votre projet y a droit, déposez votre dossier d’agrément aux avantages de la charte des investissements.',
        en: 'Apply for the council licences and permits your activity needs and, if your project qualifies, file your application for the investment charter’s incentives.',
      },
    },
    {
      id: 'open',
      title: { fr: 'Démarrer votre activité', en: 'Start operating' },
      text: {
        fr: 'Recrutez, ouvrez vos portes et restez en contact avec le bureau : il suit votre installation et vous informe des appels d’offres et des projets de la commune.',
        en: 'Hire, open your doors and keep in touch with the office: it follows up on your set-up and tells you about the council’s tenders and projects.',
      },
    },
  ],
  contactOffice: 'investment',
};
