import type { Localized } from '../shared/i18n/catalog';
import { ACCESSIBILITY_AUDIT_DATE, accessibilityStatus } from './accessibility';
import { commune, mailHref, officeHoursInSentence, offices, telHref } from './commune';
import { mayor } from './mayor';
import { pageTitles } from './page-titles';
import { paths, type SitePath } from './site-map';

/*
 * The pages a public body owes its readers: the legal notice (/mentions-legales), what the site
 * keeps about them (/confidentialite) and the accessibility statement (/accessibilite, in the
 * form of France's RGAA statements). What they say about the site is what its code does: the
 * privacy page follows server/routes/messages.ts, server/db/schema.ts, server/auth/sessions.ts,
 * the language cookie and localStorage; change them together.
 */

export type LegalPageId = 'legal-notice' | 'privacy' | 'accessibility';

/**
 * What a `{name}` in a text stands for: a link (a contact, another page), a date (an ISO day,
 * written in the reader's language) or words to stress.
 */
export type LegalToken = { href: string; text: Localized } | { date: string } | { strong: Localized };

export type LegalBlock =
  | { type: 'paragraph'; text: Localized }
  /** A heading inside a section, one level below the section's. */
  | { type: 'subheading'; text: Localized }
  | { type: 'list'; items: readonly Localized[] }
  /** Named facts (publisher, address…), shown as a description list. */
  | { type: 'facts'; items: readonly { term: Localized; value: Localized }[] };

export interface LegalSection {
  /** Stable, kebab-case: the section's fragment (`/accessibilite#voies-de-recours`). */
  id: string;
  title: Localized;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  id: LegalPageId;
  path: SitePath;
  /** When the text was last reviewed against the site, an ISO day. */
  updated: string;
  sections: readonly LegalSection[];
}

/**
 * French typography from plain spaces: a no-break space before « : ; ? ! », inside « », after
 * « n° » and « critère », and between a number and its unit (« 8 heures »).
 */
function frenchSpacing(text: string): string {
  return text
    .replace(/ ([:;?!»])/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0')
    .replace(/n° /g, 'n°\u00a0')
    .replace(/(\d) (?=\p{L})/gu, '$1\u00a0')
    .replace(/(critères?) (?=\d)/g, '$1\u00a0');
}

/** A text in French and English, the French with its no-break spaces. */
const say = (fr: string, en: string): Localized => ({ fr: frenchSpacing(fr), en });

const paragraph = (fr: string, en: string): LegalBlock => ({ type: 'paragraph', text: say(fr, en) });
const subheading = (fr: string, en: string): LegalBlock => ({ type: 'subheading', text: say(fr, en) });
const list = (...items: readonly Localized[]): LegalBlock => ({ type: 'list', items });
const fact = (term: Localized, value: Localized) => ({ term, value });
const same = (text: string): Localized => ({ fr: text, en: text });

/** Everything a `{name}` of the legal texts may stand for. */
export const legalTokens = {
  email: { href: mailHref(commune.email), text: same(commune.email) },
  phone: { href: telHref(commune.phone), text: same(commune.phone) },
  mayorEmail: { href: mailHref(offices.mayor.email), text: same(offices.mayor.email) },
  mayorPhone: { href: telHref(offices.mayor.phone), text: same(offices.mayor.phone) },
  help: { href: paths.help, text: pageTitles[paths.help] },
  legalNotice: { href: paths.legalNotice, text: pageTitles[paths.legalNotice] },
  privacy: { href: paths.privacy, text: pageTitles[paths.privacy] },
  accessibility: { href: paths.accessibility, text: { fr: 'déclaration d’accessibilité', en: 'accessibility statement' } },
  auditDate: { date: ACCESSIBILITY_AUDIT_DATE },
  status: { strong: accessibilityStatus },
} as const satisfies Record<string, LegalToken>;

export type LegalTokenName = keyof typeof legalTokens;

const address = {
  fr: `${commune.address.fr}, ${commune.postalBox.fr}, ${commune.region.fr}`,
  en: `${commune.address.en}, ${commune.postalBox.en}, ${commune.region.en}`,
};

const legalNotice: LegalDocument = {
  id: 'legal-notice',
  path: paths.legalNotice,
  updated: '2026-11-26',
  sections: [
    {
      id: 'editeur',
      title: say('Éditeur du site', 'Publisher'),
      blocks: [
        paragraph(
          'Ce site est publié par la Commune de Dtima, collectivité territoriale décentralisée de la République du Cameroun.',
          'This website is published by Dtima Council, a decentralised local authority of the Republic of Cameroon.',
        ),
        {
          type: 'facts',
          items: [
            fact(say('Nom', 'Name'), commune.name),
            fact(say('Siège', 'Head office'), commune.address),
            fact(say('Adresse postale', 'Postal address'), { fr: `${commune.postalBox.fr}, ${commune.region.fr}`, en: `${commune.postalBox.en}, ${commune.region.en}` }),
            fact(say('Téléphone', 'Phone'), same('{phone}')),
            fact(say('E-mail', 'Email'), same('{email}')),
            fact(say('Accueil du public', 'Opening hours'), commune.officeHours),
          ],
        },
      ],
    },
    {
      id: 'directeur-de-la-publication',
      title: say('Directeur de la publication', 'Publication director'),
      blocks: [
        paragraph(
          `${mayor.name}, maire de la Commune de Dtima. Le maire répond de ce que le site publie ; les agents de la mairie rédigent et mettent en ligne les contenus sous son autorité.`,
          `${mayor.name}, Mayor of Dtima Council. The mayor answers for what the website publishes; the town hall’s staff write and put content online under the mayor’s authority.`,
        ),
        {
          type: 'facts',
          items: [
            fact(say('Cabinet du maire', 'Mayor’s Office'), offices.mayor.location),
            fact(say('Téléphone', 'Phone'), same('{mayorPhone}')),
            fact(say('E-mail', 'Email'), same('{mayorEmail}')),
          ],
        },
      ],
    },
    {
      id: 'hebergement',
      title: say('Hébergement', 'Hosting'),
      blocks: [
        paragraph(
          'Le site est hébergé par la Commune de Dtima elle-même, sur un serveur qu’elle administre. Les contenus publiés et les messages des habitants sont enregistrés sur ce serveur et n’en sortent pas.',
          'The website is hosted by Dtima Council itself, on a server it runs. Published content and residents’ messages are stored on that server and do not leave it.',
        ),
        { type: 'facts', items: [fact(say('Hébergeur', 'Host'), commune.name), fact(say('Adresse', 'Address'), address), fact(say('Téléphone', 'Phone'), same('{phone}'))] },
      ],
    },
    {
      id: 'contact',
      title: say('Nous contacter', 'Contact us'),
      blocks: [
        paragraph(
          `Pour toute question sur le site ou sur ce qu’il publie, écrivez à {email} ou appelez le {phone}, ${officeHoursInSentence('fr')}. Vous pouvez aussi laisser un message à la mairie depuis la page {help}, ou vous présenter à l’accueil de l’hôtel de ville.`,
          `For any question about the website or what it publishes, write to {email} or call {phone}, ${commune.officeHours.en}. You can also leave the town hall a message from the {help} page, or come to the town hall’s reception desk.`,
        ),
      ],
    },
    {
      id: 'reutilisation',
      title: say('Réutilisation des contenus', 'Reusing content'),
      blocks: [
        paragraph(
          'Les textes publiés sur ce site peuvent être repris librement, à condition d’en citer la source (« Commune de Dtima ») et la date, et de ne pas en altérer le sens. Les logos des partenaires restent la propriété de leurs organisations : ils ne peuvent être repris sans leur accord.',
          'The texts published on this website may be reused freely, provided the source (“Dtima Council”) and date are given and their meaning is not changed. Partners’ logos remain the property of their organisations and may not be reused without their consent.',
        ),
      ],
    },
    {
      id: 'liens',
      title: say('Liens vers d’autres sites', 'Links to other websites'),
      blocks: [
        paragraph(
          'Le site renvoie vers les pages de la commune sur Facebook, X, YouTube et WhatsApp. Ces services ne dépendent pas de la commune : ils appliquent leurs propres conditions d’utilisation et leurs propres règles de confidentialité.',
          'The website links to the council’s pages on Facebook, X, YouTube and WhatsApp. Those services are not run by the council: their own terms of use and privacy rules apply.',
        ),
      ],
    },
    {
      id: 'donnees-et-accessibilite',
      title: say('Données personnelles et accessibilité', 'Personal data and accessibility'),
      blocks: [
        paragraph(
          'Ce que le site garde de vos données, et comment en demander la suppression, est expliqué sur la page {privacy}. Ce qui est accessible sur le site, ce qui ne l’est pas encore et comment signaler une difficulté sont décrits dans la {accessibility}.',
          'What the website keeps about you, and how to have it removed, is explained on the {privacy} page. What is accessible on the website, what is not yet and how to report a barrier are set out in the {accessibility}.',
        ),
      ],
    },
    {
      id: 'realisation',
      title: say('Réalisation', 'Credits'),
      blocks: [
        paragraph(
          'Site conçu dans le cadre de l’initiative Communes numériques du Nord-Cameroun, et tenu à jour par les agents de la mairie.',
          'Website designed as part of the Digital Councils of North Cameroon initiative, and kept up to date by the town hall’s staff.',
        ),
      ],
    },
  ],
};

const privacy: LegalDocument = {
  id: 'privacy',
  path: paths.privacy,
  updated: '2026-11-26',
  sections: [
    {
      id: 'responsable',
      title: say('Qui est responsable de vos données', 'Who is responsible for your data'),
      blocks: [
        paragraph(
          'La Commune de Dtima, représentée par son maire, est responsable des données personnelles recueillies sur ce site. Elle les traite conformément à la loi n° 2024/017 du 23 décembre 2024 relative à la protection des données à caractère personnel.',
          'Dtima Council, represented by its mayor, is responsible for the personal data collected on this website. It handles them in accordance with Law No. 2024/017 of 23 December 2024 on the protection of personal data.',
        ),
        paragraph(
          'Le site ne vend, ne prête et ne transmet aucune donnée à qui que ce soit, et ne sert pas à la publicité.',
          'The website does not sell, lend or pass on any data to anyone, and is not used for advertising.',
        ),
      ],
    },
    {
      id: 'messages',
      title: say('Quand vous écrivez à la mairie', 'When you write to the town hall'),
      blocks: [
        paragraph(
          'Le bouton « Laisser un message » de l’aide vous permet d’écrire à la mairie. Le site enregistre alors :',
          'The “Leave a message” button in the help lets you write to the town hall. The website then stores:',
        ),
        list(
          say('votre nom ;', 'your name;'),
          say('le numéro de téléphone ou l’adresse e-mail que vous donnez pour la réponse ;', 'the phone number or email address you give for the reply;'),
          say('votre message ;', 'your message;'),
          say('la langue de la page (français ou anglais), la date et l’heure de l’envoi.', 'the language of the page (French or English), and the date and time it was sent.'),
        ),
        paragraph(
          'Ces informations servent uniquement à traiter votre demande et à vous répondre. Elles ne sont jamais publiées sur le site.',
          'This information is used only to deal with your request and to reply to you. It is never published on the website.',
        ),
      ],
    },
    {
      id: 'qui-les-lit',
      title: say('Qui lit vos messages', 'Who reads your messages'),
      blocks: [
        paragraph(
          'Seuls les agents de la mairie qui ont un compte personnel dans l’espace du personnel du site peuvent lire les messages. Quand un agent marque un message comme traité, le site note la date et le nom de cet agent.',
          'Only town hall staff with a personal account in the website’s staff area can read the messages. When a member of staff marks a message as handled, the website records the date and that person’s name.',
        ),
        paragraph(
          'Votre nom apparaît aussi dans la notification qui signale votre message aux agents et, quand le message est traité ou supprimé, dans le journal des actions du personnel. Ces deux listes ne sont visibles que des agents.',
          'Your name also appears in the notification that tells staff about your message and, when the message is handled or deleted, in the log of staff actions. Only staff can see those two lists.',
        ),
      ],
    },
    {
      id: 'duree-de-conservation',
      title: say('Combien de temps', 'For how long'),
      blocks: [
        paragraph(
          'Les messages restent enregistrés jusqu’à ce qu’un agent de la mairie les supprime : le site ne les efface jamais de lui-même. La notification et le journal des actions cités plus haut ne sont pas effacés automatiquement non plus.',
          'Messages stay stored until a member of the town hall’s staff deletes them: the website never erases them by itself. Nor are the notification and the log of staff actions mentioned above erased automatically.',
        ),
        paragraph(
          'Les copies de sauvegarde de la base de données contiennent les messages reçus avant leur date. Elles servent uniquement à remettre le site en état après une panne.',
          'Backup copies of the database contain the messages received before they were made. They are used only to restore the website after a failure.',
        ),
      ],
    },
    {
      id: 'adresse-ip-et-journaux',
      title: say('Adresse IP et journaux', 'IP address and logs'),
      blocks: [
        paragraph(
          'Pour empêcher les envois abusifs, le site accepte au plus cinq messages par heure depuis une même adresse IP. Il compte pour cela les envois de chaque adresse dans sa base de données, sous une forme chiffrée qui ne permet pas de retrouver l’adresse, avec l’heure du premier envoi : le compte ne vaut plus au bout d’une heure et il est effacé dans l’heure qui suit. Les tentatives de connexion à l’espace du personnel sont comptées de la même façon, pendant 15 minutes.',
          'To prevent abuse, the website accepts at most five messages an hour from the same IP address. To do so it counts each address’s messages in its database, in a hashed form from which the address cannot be recovered, with the time of the first one: the count stops counting after one hour and is deleted within the following hour. Sign-in attempts to the staff area are counted the same way, for 15 minutes.',
        ),
        paragraph(
          'Le site ne tient pas de journal des visites. Seules les erreurs inattendues du serveur sont notées dans son journal technique, avec l’adresse de la page demandée, sans votre adresse IP ni le contenu de vos messages.',
          'The website keeps no log of visits. Only unexpected server errors are written to its technical log, with the address of the page asked for, without your IP address or the content of your messages.',
        ),
      ],
    },
    {
      id: 'cookies',
      title: say('Cookies et stockage dans votre navigateur', 'Cookies and storage in your browser'),
      blocks: [
        paragraph('Le site dépose dans votre navigateur :', 'The website stores in your browser:'),
        list(
          say(
            'le cookie « commune-lang », qui retient la langue choisie (français ou anglais) pendant un an, quand vous changez de langue ;',
            'the “commune-lang” cookie, which remembers the language you chose (French or English) for a year, when you switch language;',
          ),
          say('la même préférence dans le stockage local du navigateur, sous le nom « commune.lang » ;', 'the same preference in the browser’s local storage, under the name “commune.lang”;'),
          say(
            'pour les agents seulement, un cookie de session (« commune_session ») qui les garde connectés à l’espace du personnel ; la session prend fin à la déconnexion ou après 8 heures sans activité.',
            'for staff only, a session cookie (“commune_session”) that keeps them signed in to the staff area; the session ends when they sign out or after 8 hours without activity.',
          ),
        ),
        paragraph(
          'Aucun cookie de mesure d’audience, de publicité ou de réseau social n’est utilisé, et le site ne charge aucun contenu d’un autre site. Vous pouvez effacer ces informations à tout moment dans les réglages de votre navigateur : le site s’affichera alors en français.',
          'No audience-measurement, advertising or social-network cookie is used, and the website loads no content from any other site. You can erase this information at any time in your browser’s settings: the website will then be shown in French.',
        ),
      ],
    },
    {
      id: 'comptes-du-personnel',
      title: say('Comptes du personnel', 'Staff accounts'),
      blocks: [
        paragraph(
          'Pour chaque agent, le site garde son identifiant, son nom, son rôle, son mot de passe sous une forme chiffrée qui ne permet pas de le retrouver, la date de sa dernière connexion et le journal de ce qu’il a publié, modifié ou supprimé, tant que son compte existe.',
          'For each member of staff, the website keeps their username, name and role, their password in a scrambled form from which it cannot be recovered, the date they last signed in and a log of what they published, changed or deleted, for as long as their account exists.',
        ),
      ],
    },
    {
      id: 'vos-droits',
      title: say('Vos droits', 'Your rights'),
      blocks: [
        paragraph(
          'La loi n° 2024/017 vous donne le droit d’accéder aux données qui vous concernent, de les faire rectifier ou effacer, et de vous opposer à leur traitement.',
          'Law No. 2024/017 gives you the right to access the data about you, to have them corrected or erased, and to object to their use.',
        ),
        paragraph(
          'Pour obtenir une copie de votre message, le faire corriger ou le faire supprimer, écrivez à {email}, appelez le {phone} ou adressez-vous à l’accueil de l’hôtel de ville. Indiquez votre nom, le téléphone ou l’e-mail donné dans le message et, si possible, sa date : la mairie vérifie qu’il s’agit bien de vous, fait ce que vous demandez, puis vous le confirme.',
          'To get a copy of your message, have it corrected or have it deleted, write to {email}, call {phone} or go to the town hall’s reception desk. Give your name, the phone number or email address in the message and, if you can, its date: the town hall checks that it is really you, does what you ask, then confirms it to you.',
        ),
        paragraph(
          'Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir l’autorité de protection des données à caractère personnel instituée par la même loi.',
          'If you believe your rights have not been respected, you can refer the matter to the personal data protection authority set up by the same law.',
        ),
      ],
    },
    {
      id: 'securite',
      title: say('Sécurité', 'Security'),
      blocks: [
        paragraph(
          'Les échanges avec le site sont chiffrés (HTTPS). Seuls les agents identifiés par leur compte ont accès aux messages, et chaque connexion à l’espace du personnel est limitée dans le temps.',
          'Exchanges with the website are encrypted (HTTPS). Only staff signed in with their own account can reach the messages, and every session in the staff area is limited in time.',
        ),
      ],
    },
  ],
};

const accessibility: LegalDocument = {
  id: 'accessibility',
  path: paths.accessibility,
  updated: ACCESSIBILITY_AUDIT_DATE,
  sections: [
    {
      id: 'engagement',
      title: say('Notre engagement', 'Our commitment'),
      blocks: [
        paragraph(
          'La Commune de Dtima veut que son site puisse être utilisé par toutes et tous, y compris les personnes qui naviguent au clavier, utilisent un lecteur d’écran ou agrandissent le texte. Cette déclaration s’applique au site public de la commune, en français et en anglais.',
          'Dtima Council wants everyone to be able to use its website, including people who browse with a keyboard, use a screen reader or enlarge the text. This statement applies to the council’s public website, in French and in English.',
        ),
      ],
    },
    {
      id: 'etat-de-conformite',
      title: say('État de conformité', 'Compliance status'),
      blocks: [
        paragraph(
          'Le site de la Commune de Dtima est {status} avec le référentiel général d’amélioration de l’accessibilité (RGAA), version 4.1.2, en raison des non-conformités énumérées ci-dessous.',
          'Dtima Council’s website is {status} with the French general accessibility improvement framework (RGAA), version 4.1.2, because of the non-compliances listed below.',
        ),
        paragraph(
          'Le Cameroun n’ayant pas encore de référentiel national, la commune a retenu le RGAA, qui reprend les règles internationales WCAG 2.1 de niveau AA.',
          'As Cameroon has no national framework yet, the council chose the RGAA, which takes up the international WCAG 2.1 rules at level AA.',
        ),
      ],
    },
    {
      id: 'resultats-des-tests',
      title: say('Résultats des tests', 'Test results'),
      blocks: [
        paragraph(
          'La commune a vérifié le site le {auditDate}, sur toutes ses pages publiques, en français et en anglais, sur grand écran (1\u202f280 pixels de large) et sur téléphone (390 pixels) :',
          'The council checked the website on {auditDate}, on all its public pages, in French and in English, on a wide screen (1,280 pixels) and on a phone (390 pixels):',
        ),
        list(
          say(
            'tests automatiques avec l’outil axe-core (règles WCAG 2.2 de niveaux A et AA) : aucune erreur grave ou critique ;',
            'automated tests with the axe-core tool (WCAG 2.2 rules at levels A and AA): no serious or critical error;',
          ),
          say(
            'vérifications au clavier du menu, de l’aide, du pied de page et des pages légales : chaque lien et chaque bouton est atteint, dans l’ordre de lecture, avec un repère de focus visible ;',
            'keyboard checks of the menu, the help, the footer and the legal pages: every link and button is reached, in reading order, with a visible focus indicator;',
          ),
          say('lecture sans JavaScript : toutes les pages publiques restent lisibles.', 'reading without JavaScript: every public page can still be read.'),
        ),
        paragraph(
          'Cet audit interne n’a pas examiné un par un les 106 critères du RGAA : aucun taux de conformité n’est donc publié. Un audit complet reste à faire.',
          'This in-house audit did not examine the RGAA’s 106 criteria one by one, so no compliance rate is published. A full audit is still to be done.',
        ),
      ],
    },
    {
      id: 'contenus-non-accessibles',
      title: say('Contenus non accessibles', 'Content that is not accessible'),
      blocks: [
        subheading('Non-conformités', 'Non-compliances'),
        list(
          say(
            'dans la version anglaise, une actualité, un événement ou un programme publié sans traduction s’affiche en français, sans que ce changement de langue soit indiqué : un lecteur d’écran le lit alors avec la prononciation anglaise (critère 8.7) ;',
            'in the English version, a news item, event or programme published without a translation is shown in French, without that change of language being marked: a screen reader then reads it with English pronunciation (criterion 8.7);',
          ),
          say(
            'une image jointe à une actualité ou à un programme peut être publiée sans texte de remplacement : elle est alors traitée comme décorative, même si elle porte une information (critères 1.2 et 1.3).',
            'an image attached to a news item or programme can be published without alternative text: it is then treated as decorative, even when it carries information (criteria 1.2 and 1.3).',
          ),
        ),
        subheading('Dérogations pour charge disproportionnée', 'Disproportionate burden'),
        paragraph('Aucune.', 'None.'),
        subheading('Contenus non soumis à l’obligation d’accessibilité', 'Content not covered by the accessibility requirement'),
        list(
          say(
            'les pages de la commune sur Facebook, X, YouTube et WhatsApp, services tiers vers lesquels le site renvoie.',
            'the council’s pages on Facebook, X, YouTube and WhatsApp, third-party services the website links to.',
          ),
        ),
        subheading('Hors du périmètre de cette vérification', 'Outside the scope of this check'),
        list(say('l’espace du personnel de la mairie, réservé aux agents.', 'the town hall’s staff area, used by staff only.')),
      ],
    },
    {
      id: 'etablissement',
      title: say('Établissement de cette déclaration', 'Preparation of this statement'),
      blocks: [
        paragraph('Cette déclaration a été établie le {auditDate}.', 'This statement was prepared on {auditDate}.'),
        {
          type: 'facts',
          items: [
            fact(say('Technologies utilisées', 'Technologies used'), same('HTML, CSS, JavaScript, WAI-ARIA')),
            fact(
              say('Environnement de test', 'Test environment'),
              say(
                'Navigateur Chromium, au clavier et à la souris ; aucun test n’a encore été fait avec un lecteur d’écran',
                'Chromium browser, with keyboard and mouse; no test has been made with a screen reader yet',
              ),
            ),
            fact(say('Outil d’évaluation', 'Evaluation tool'), same('axe-core 4.14')),
            fact(
              say('Pages vérifiées', 'Pages checked'),
              say(
                'Toutes les pages publiques, dont l’accueil, les services, les actualités, les événements, l’aide et les pages légales',
                'All public pages, including the home page, services, news, events, the help and the legal pages',
              ),
            ),
          ],
        },
      ],
    },
    {
      id: 'signaler-une-difficulte',
      title: say('Signaler une difficulté', 'Reporting a barrier'),
      blocks: [
        paragraph(
          'Si vous n’arrivez pas à utiliser un contenu ou un service du site, dites-le à la mairie : elle vous indiquera une autre façon d’y accéder ou vous transmettra l’information sous une autre forme (par téléphone, sur papier ou à l’accueil).',
          'If you cannot use some content or a service on the website, tell the town hall: it will show you another way to reach it or give you the information in another form (by phone, on paper or at the reception desk).',
        ),
        {
          type: 'facts',
          items: [
            fact(say('E-mail', 'Email'), same('{email}')),
            fact(say('Téléphone', 'Phone'), { fr: `{phone} (${officeHoursInSentence('fr')})`, en: `{phone} (${commune.officeHours.en})` }),
            fact(say('Message', 'Message'), say('Le bouton « Laisser un message » de la page {help}', 'The “Leave a message” button on the {help} page')),
            fact(say('Courrier', 'Post'), { fr: `${commune.name.fr}, ${commune.postalBox.fr}, Cameroun`, en: `${commune.name.en}, ${commune.postalBox.en}, Cameroon` }),
          ],
        },
      ],
    },
    {
      id: 'voies-de-recours',
      title: say('Voies de recours', 'Right of appeal'),
      blocks: [
        paragraph(
          'Si vous avez signalé à la mairie un défaut d’accessibilité qui vous empêche d’accéder à un contenu ou à un service, et que vous n’avez pas obtenu de réponse satisfaisante, vous pouvez :',
          'If you have reported to the town hall an accessibility problem that stops you from reaching some content or a service, and have not had a satisfactory answer, you can:',
        ),
        list(
          say(
            `écrire au secrétaire général de la commune, qui dirige les services municipaux, à l’hôtel de ville (${commune.postalBox.fr}) ;`,
            `write to the council’s secretary general, who runs the municipal services, at the town hall (${commune.postalBox.en});`,
          ),
          say(
            'si la difficulté persiste, vous adresser à l’autorité de tutelle de la commune, le préfet du département, qui représente l’État auprès d’elle.',
            'if the problem remains, turn to the council’s supervisory authority, the Senior Divisional Officer of the division, who represents the State to the council.',
          ),
        ),
      ],
    },
  ],
};

/** The three documents, by page. */
export const legalDocuments: Readonly<Record<LegalPageId, LegalDocument>> = {
  'legal-notice': legalNotice,
  privacy,
  accessibility,
};

export const legalPageIds = Object.keys(legalDocuments) as LegalPageId[];
