import type { Localized } from '../shared/i18n/catalog';

/**
 * One block of an answer: a string is a paragraph, an array of strings a bulleted list.
 * Placeholders are filled by the help sheet: `{phone}` and `{email}` (the town hall’s contact
 * details from commune.ts), `{hours}` (the counters' opening hours, inside a sentence) and `{licenceFee}` (BUSINESS_LICENCE_FEE_FCFA, formatted per language).
 */
export type FaqBlock = string | readonly string[];

export interface FaqEntry {
  /** Stable identifier, used for focus return and in tests. */
  id: 'business-licence' | 'garbage-collection' | 'utility-bills' | 'building-permit' | 'pothole';
  question: Localized;
  answer: Localized<readonly FaqBlock[]>;
}

/** SPEC §9: the business licence costs 50,000 FCFA per year. */
export const BUSINESS_LICENCE_FEE_FCFA = 50_000;

/** The help sheet’s five popular questions (SPEC §2 “Help widget”), in the order shown. */
export const faq: readonly FaqEntry[] = [
  {
    id: 'business-licence',
    question: {
      fr: 'Comment obtenir une licence commerciale\u00a0?',
      en: 'How do I get a business licence?',
    },
    answer: {
      fr: [
        'Déposez votre dossier au service des affaires économiques de la mairie, {hours}. Le dossier comprend\u00a0:',
        [
          'une demande timbrée adressée à M.\u00a0le Maire, précisant l’activité et l’adresse du local\u00a0;',
          'une photocopie certifiée de la carte nationale d’identité du demandeur\u00a0;',
          'un plan de localisation du local commercial\u00a0;',
          'votre numéro d’identifiant unique (NIU) de contribuable\u00a0;',
          'pour une société, une copie de l’inscription au registre du commerce (RCCM).',
        ],
        'La licence coûte {licenceFee} par an, à payer à la caisse de la recette municipale contre une quittance. Elle est délivrée sous 15\u00a0jours après le dépôt d’un dossier complet et doit être renouvelée chaque année.',
      ],
      en: [
        'Submit your application to the town hall’s economic affairs office, {hours}. The application includes:',
        [
          'a stamped letter addressed to the Mayor, stating the activity and the address of the premises;',
          'a certified copy of the applicant’s national identity card;',
          'a location map of the business premises;',
          'your taxpayer unique identification number (NIU);',
          'for a company, a copy of its entry in the trade register (RCCM).',
        ],
        'The licence costs {licenceFee} per year, paid at the municipal treasury cash desk, which gives you a receipt. It is issued within 15 days of a complete application and must be renewed every year.',
      ],
    },
  },
  {
    id: 'garbage-collection',
    question: {
      fr: 'Quels jours passe la collecte des ordures\u00a0?',
      en: 'When is garbage collected?',
    },
    answer: {
      fr: [
        'Le camion de collecte des ordures ménagères passe\u00a0:',
        ['dans les quartiers résidentiels, le lundi et le jeudi\u00a0;', 'dans les zones commerciales, le mardi et le vendredi.'],
        'Sortez vos sacs bien fermés la veille au soir ou avant 7\u00a0h le jour de collecte, au point de regroupement de votre rue. Ne brûlez pas vos déchets\u00a0: pour les encombrants et les gravats, contactez le service d’hygiène et de salubrité au {phone}.',
      ],
      en: [
        'The household waste truck comes:',
        ['in residential areas, on Mondays and Thursdays;', 'in commercial areas, on Tuesdays and Fridays.'],
        'Put your bags out, tied shut, the evening before or before 7 am on collection day, at your street’s collection point. Please do not burn waste: for bulky items and rubble, call the hygiene and sanitation service on {phone}.',
      ],
    },
  },
  {
    id: 'utility-bills',
    question: {
      fr: 'Où payer mes factures d’eau, d’électricité et mes taxes communales\u00a0?',
      en: 'Where do I pay my water and electricity bills and municipal fees?',
    },
    answer: {
      fr: [
        'La mairie n’encaisse pas les factures d’eau et d’électricité\u00a0: elles se paient auprès des fournisseurs.',
        [
          'Eau\u00a0: à l’agence Camwater la plus proche, ou par MTN Mobile Money et Orange Money avec le numéro de contrat inscrit sur la facture.',
          'Électricité\u00a0: à une agence Eneo, ou par MTN Mobile Money et Orange Money avec le numéro de contrat inscrit sur la facture.',
          'Taxes et droits communaux (licences, occupation temporaire, actes d’état civil…)\u00a0: à la caisse de la recette municipale, à la mairie, {hours}.',
        ],
        'Gardez toujours la quittance ou le message de confirmation\u00a0: il prouve votre paiement.',
      ],
      en: [
        'The town hall does not collect water or electricity bills: you pay them to the providers.',
        [
          'Water: at the nearest Camwater agency, or by MTN Mobile Money or Orange Money with the contract number printed on the bill.',
          'Electricity: at an Eneo agency, or by MTN Mobile Money or Orange Money with the contract number printed on the bill.',
          'Municipal taxes and fees (licences, temporary occupation, civil status records…): at the municipal treasury cash desk in the town hall, {hours}.',
        ],
        'Always keep the receipt or the confirmation message: it is your proof of payment.',
      ],
    },
  },
  {
    id: 'building-permit',
    question: {
      fr: 'Quels documents faut-il pour un permis de bâtir\u00a0?',
      en: 'What documents do I need for a building permit?',
    },
    answer: {
      fr: [
        'Le dossier de permis de bâtir (permis de construire) se dépose en quatre exemplaires aux services techniques de la mairie. Il comprend\u00a0:',
        [
          'une demande timbrée adressée à M.\u00a0le Maire\u00a0;',
          'une copie du titre foncier ou de l’acte de propriété du terrain\u00a0;',
          'une photocopie de la carte nationale d’identité du demandeur\u00a0;',
          'un plan de situation et un plan de masse du terrain\u00a0;',
          'les plans du bâtiment (niveaux, façades, coupes), signés par un architecte inscrit à l’Ordre\u00a0;',
          'un devis estimatif des travaux\u00a0;',
          'la quittance des frais d’étude du dossier, payés à la recette municipale.',
        ],
        'La réponse est donnée sous 30\u00a0jours après le dépôt d’un dossier complet. Ne commencez pas les travaux avant d’avoir reçu le permis.',
      ],
      en: [
        'Submit the building permit application in four copies to the town hall’s technical services. It includes:',
        [
          'a stamped letter addressed to the Mayor;',
          'a copy of the land title or the property deed for the plot;',
          'a copy of the applicant’s national identity card;',
          'a site location plan and a site layout plan;',
          'the building plans (floors, elevations, sections), signed by a registered architect;',
          'a cost estimate for the works;',
          'the receipt for the application review fee, paid at the municipal treasury.',
        ],
        'You get an answer within 30 days of a complete application. Do not start building before you have received the permit.',
      ],
    },
  },
  {
    id: 'pothole',
    question: {
      fr: 'Comment signaler un nid-de-poule\u00a0?',
      en: 'How do I report a pothole?',
    },
    answer: {
      fr: [
        'Appelez les services techniques de la mairie au {phone}, passez à leur bureau à la mairie, ou écrivez à {email}. Pour que l’équipe trouve le trou rapidement, indiquez\u00a0:',
        [
          'le quartier, la rue et un repère proche (école, marché, carrefour…)\u00a0;',
          'une photo du nid-de-poule, si possible avec un objet pour donner l’échelle\u00a0;',
          'sa taille approximative et s’il met en danger les piétons ou les motos\u00a0;',
          'votre nom et un numéro où vous joindre.',
        ],
        'Un trou dangereux est balisé dans les 48\u00a0heures\u00a0; la réparation est ensuite programmée avec les travaux de voirie.',
      ],
      en: [
        'Call the town hall’s technical services on {phone}, visit their office at the town hall, or write to {email}. To help the team find the hole quickly, give:',
        [
          'the neighbourhood, the street and a nearby landmark (school, market, crossroads…);',
          'a photo of the pothole, ideally with an object in it for scale;',
          'its approximate size and whether it puts pedestrians or motorbikes at risk;',
          'your name and a number where we can reach you.',
        ],
        'A dangerous hole is marked off within 48 hours; the repair is then scheduled with the road works.',
      ],
    },
  },
];
