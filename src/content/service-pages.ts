import type { Localized } from '../shared/i18n/catalog';
import type { OfficeId } from './commune';
import { serviceTiles, type ServiceId, type ServiceTile } from './services';
import { paths, type SitePath } from './site-map';

/*
 * What each service's page tells a resident, beyond its tile: what it is, who can ask, the
 * documents, the steps, the cost, the delay, and where and when. Apart from services.ts so the
 * home page's tiles do not carry the eight pages.
 */

// French typography: a no-break space before « : ; ? ! ».
const NBSP = '\u00a0';

export interface ServiceFee {
  /** What is paid for. */
  label: Localized;
  /** In FCFA, formatted at render time (`formatAmount`); `'free'` when nothing is charged. */
  amount: number | 'free';
  /** What the amount is counted per (« par page », « par an »), when it is. */
  per?: Localized;
}

/** What a service's own page says beyond its tile (src/content/service-pages.ts). */
export interface ServiceDetails {
  /** What the service is, in a few sentences. */
  about: Localized;
  /** What the counter delivers or handles under this service. */
  covers: readonly Localized[];
  /** Who can make the request. */
  eligibility: Localized;
  /** Documents to bring. */
  documents: readonly Localized[];
  /** What happens, in order. */
  steps: readonly Localized[];
  fees: readonly ServiceFee[];
  /** A remark on the fees (who pays what, what is not included). */
  feeNote?: Localized;
  /** How long it takes. */
  delay: Localized;
  /** The office that handles it: its name, phone, email and location come from `offices`. */
  office: OfficeId;
  /** Hours that differ from the counters' usual hours (`commune.officeHours`). */
  hoursNote?: Localized;
  /** Something a resident must not miss (a legal time limit, a fraud warning). */
  notice?: Localized;
  /** A page of the site with the details (rates, permits). */
  moreInfo?: { href: SitePath; label: Localized };
}

export type MunicipalService = ServiceTile & ServiceDetails;

const details: Readonly<Record<ServiceId, ServiceDetails>> = {
  'administrative': {
    about: {
      fr: 'La mairie certifie conformes les copies de vos documents, légalise votre signature et délivre les certificats dont vous avez besoin pour un concours, une inscription scolaire, une demande d’emploi ou une démarche auprès d’une banque.',
      en: 'The town hall certifies copies of your documents, witnesses your signature and issues the certificates you need for a competitive examination, a school enrolment, a job application or a bank.',
    },
    covers: [
      { fr: 'Copie certifiée conforme d’un diplôme, d’un acte ou d’une pièce d’identité', en: 'Certified true copy of a diploma, a certificate or an identity document' },
      { fr: 'Légalisation de signature', en: 'Certification of a signature' },
      { fr: 'Certificat de domicile (de résidence)', en: 'Certificate of residence' },
      { fr: 'Certificat de vie et d’entretien', en: 'Certificate of life and dependency' },
    ],
    eligibility: {
      fr: `Toute personne munie d’une pièce d’identité valide peut faire certifier une copie ou légaliser sa signature. Les certificats de domicile et de vie sont réservés aux habitants de la commune${NBSP}; pour un mineur, la demande est faite par le père, la mère ou le tuteur.`,
      en: 'Anyone with a valid identity document can have a copy certified or a signature witnessed. Certificates of residence and of life are for residents of the council area; for a minor, the father, mother or guardian applies.',
    },
    documents: [
      { fr: 'L’original du document et des photocopies lisibles, pour une copie certifiée conforme', en: 'The original document and legible photocopies, for a certified copy' },
      { fr: 'Votre carte nationale d’identité (CNI) ou son récépissé en cours de validité', en: 'Your national identity card (CNI) or a valid receipt for it' },
      { fr: 'Pour une légalisation, le document non signé, que vous signez devant l’agent', en: 'For a signature, the unsigned document, which you sign in front of the officer' },
      {
        fr: 'Pour un certificat de domicile, une attestation du chef de quartier ou de village et une facture récente d’eau ou d’électricité, ou votre contrat de bail',
        en: 'For a certificate of residence, a letter from your neighbourhood or village head and a recent water or electricity bill, or your tenancy agreement',
      },
    ],
    steps: [
      { fr: 'Présentez-vous au guichet avec vos originaux, vos photocopies et votre pièce d’identité.', en: 'Come to the counter with your originals, your photocopies and your identity document.' },
      { fr: 'L’agent compare chaque copie à l’original, ou vous fait signer devant lui pour une légalisation.', en: 'The officer checks each copy against the original, or has you sign in front of them for a signature.' },
      { fr: 'Payez les droits à la caisse de la recette municipale et gardez le reçu.', en: 'Pay the fees at the Municipal Revenue Office’s cash desk and keep the receipt.' },
      { fr: 'Retirez vos documents, signés et cachetés par le maire ou l’un de ses adjoints.', en: 'Collect your documents, signed and stamped by the mayor or a deputy mayor.' },
    ],
    fees: [
      { label: { fr: 'Copie certifiée conforme', en: 'Certified true copy' }, amount: 500, per: { fr: 'par page', en: 'per page' } },
      { label: { fr: 'Légalisation de signature', en: 'Certification of a signature' }, amount: 500 },
      { label: { fr: 'Certificat de domicile', en: 'Certificate of residence' }, amount: 1000 },
      { label: { fr: 'Certificat de vie et d’entretien', en: 'Certificate of life and dependency' }, amount: 1000 },
    ],
    feeNote: { fr: 'Les droits sont payés en timbres communaux.', en: 'The fees are paid in council stamps.' },
    delay: {
      fr: `Le jour même pour les copies et les légalisations${NBSP}; 48 heures pour les certificats.`,
      en: 'The same day for copies and signatures; 48 hours for certificates.',
    },
    office: 'civilRegistry',
  },
  'technical': {
    about: {
      fr: `Les services techniques entretiennent les routes communales, l’éclairage public, les caniveaux et les bâtiments de la commune. Ils instruisent les demandes d’urbanisme et interviennent à la demande des habitants${NBSP}: nid-de-poule, lampadaire en panne, caniveau bouché, dépôt sauvage d’ordures.`,
      en: 'The technical services maintain the council’s roads, street lighting, drains and buildings. They handle town-planning applications and come out when residents report a problem: a pothole, a broken street light, a blocked drain, fly-tipped rubbish.',
    },
    covers: [
      { fr: 'Signalement d’un problème sur la voie publique', en: 'Reporting a problem on a public road or space' },
      { fr: 'Curage des caniveaux avant la saison des pluies', en: 'Clearing drains before the rainy season' },
      { fr: 'Certificat d’urbanisme et alignement d’une parcelle', en: 'Planning certificate and building line for a plot' },
      { fr: 'Conseil avant le dépôt d’un permis de bâtir', en: 'Advice before applying for a building permit' },
    ],
    eligibility: {
      fr: 'Tout habitant, commerçant, école ou association peut signaler un problème. Les demandes d’urbanisme sont faites par le propriétaire du terrain ou par une personne qu’il a mandatée par écrit.',
      en: 'Any resident, trader, school or association can report a problem. Town-planning applications are made by the landowner or by someone they have authorised in writing.',
    },
    documents: [
      {
        fr: 'Pour un signalement, l’endroit exact (quartier, carrefour, école ou mosquée voisine) et, si possible, une photo',
        en: 'For a report, the exact place (neighbourhood, junction, nearby school or mosque) and, if possible, a photo',
      },
      { fr: 'Pour un certificat d’urbanisme, une demande timbrée adressée au maire', en: 'For a planning certificate, an application to the mayor bearing a council stamp' },
      { fr: 'Le plan de situation de la parcelle', en: 'A location plan of the plot' },
      { fr: 'Une copie du titre foncier ou de l’acte de vente du terrain', en: 'A copy of the land title or of the deed of sale' },
      { fr: 'La copie de votre CNI', en: 'A copy of your national identity card' },
    ],
    steps: [
      { fr: 'Signalez le problème au guichet, par téléphone ou par courriel, ou déposez votre demande d’urbanisme.', en: 'Report the problem at the counter, by phone or by email, or hand in your planning application.' },
      { fr: 'Le service vous donne un numéro de suivi.', en: 'The office gives you a reference number.' },
      { fr: 'Un technicien se rend sur place pour constater le problème ou visiter la parcelle.', en: 'A technician visits the site to assess the problem or inspect the plot.' },
      {
        fr: 'Les travaux sont programmés selon l’urgence, ou le certificat signé vous est remis au guichet.',
        en: 'The work is scheduled according to its urgency, or the signed certificate is handed to you at the counter.',
      },
    ],
    fees: [
      { label: { fr: 'Signalement et intervention sur la voie publique', en: 'Reports and repairs on public roads' }, amount: 'free' },
      { label: { fr: 'Certificat d’urbanisme', en: 'Planning certificate' }, amount: 10000 },
      { label: { fr: 'Alignement d’une parcelle', en: 'Building line for a plot' }, amount: 15000 },
    ],
    delay: {
      fr: `Sous 48 heures pour un danger (câble à terre, caniveau qui déborde)${NBSP}; 7 à 15 jours pour les autres interventions${NBSP}; 15 jours pour un certificat d’urbanisme.`,
      en: 'Within 48 hours for a hazard (a fallen cable, an overflowing drain); 7 to 15 days for other repairs; 15 days for a planning certificate.',
    },
    office: 'technical',
    moreInfo: { href: paths.licenses, label: { fr: 'Permis de bâtir et autres permis', en: 'Building permits and other permits' } },
  },
  'tax': {
    about: {
      fr: 'La recette municipale recense les contribuables, établit les avis d’imposition et encaisse les impôts et taxes qui financent les écoles, les marchés, les routes et l’éclairage de la commune.',
      en: 'The Municipal Revenue Office registers taxpayers, issues tax notices and collects the taxes and levies that pay for the council’s schools, markets, roads and street lighting.',
    },
    covers: [
      { fr: 'Impôt libératoire et patente des commerçants et artisans', en: 'Flat-rate and business tax for traders and craftspeople' },
      { fr: 'Taxe foncière sur les propriétés bâties', en: 'Property tax on buildings' },
      { fr: 'Droits de place au marché et taxe de stationnement', en: 'Market pitch fees and parking tax' },
      { fr: 'Attestation de situation fiscale communale', en: 'Certificate of council tax compliance' },
    ],
    eligibility: {
      fr: 'Tout commerçant, artisan, transporteur ou propriétaire d’un bien immobilier dans la commune. Une personne munie d’une procuration peut faire les démarches à votre place.',
      en: 'Any trader, craftsperson, transport operator or property owner in the council area. Someone holding your power of attorney can deal with it for you.',
    },
    documents: [
      { fr: 'Votre CNI ou, pour une entreprise, le registre du commerce (RCCM) et le numéro d’identifiant unique (NIU)', en: 'Your national identity card or, for a business, its trade register entry (RCCM) and taxpayer number (NIU)' },
      { fr: 'Le dernier avis d’imposition ou la quittance de l’année précédente', en: 'Your last tax notice or last year’s receipt' },
      { fr: 'Pour la taxe foncière, le titre foncier et, si le bien est loué, le contrat de bail', en: 'For property tax, the land title and, if the property is let, the tenancy agreement' },
    ],
    steps: [
      { fr: 'Présentez-vous à la recette municipale pour être recensé ou mettre votre dossier à jour.', en: 'Come to the Municipal Revenue Office to register or update your file.' },
      { fr: 'L’agent calcule le montant dû et vous remet un avis d’imposition.', en: 'The officer works out what you owe and gives you a tax notice.' },
      {
        fr: 'Payez en espèces à la caisse, par virement bancaire ou par mobile money, en rappelant la référence de l’avis.',
        en: 'Pay in cash at the desk, by bank transfer or by mobile money, quoting the notice’s reference.',
      },
      { fr: `Recevez votre quittance et conservez-la${NBSP}: elle vous sera demandée lors des contrôles.`, en: 'Collect your receipt and keep it: you will be asked for it during inspections.' },
    ],
    fees: [
      { label: { fr: 'Recensement, avis d’imposition et quittance', en: 'Registration, tax notice and receipt' }, amount: 'free' },
      { label: { fr: 'Attestation de situation fiscale communale', en: 'Certificate of council tax compliance' }, amount: 2000 },
    ],
    feeNote: {
      fr: 'Le montant de chaque impôt dépend de votre activité ou de votre bien. La patente est due avant le 31 janvier, la taxe foncière avant le 31 mars.',
      en: 'The amount of each tax depends on your business or your property. Business tax is due by 31 January, property tax by 31 March.',
    },
    delay: { fr: 'Avis d’imposition et quittance remis le jour même.', en: 'Tax notice and receipt issued the same day.' },
    office: 'finance',
    moreInfo: { href: paths.taxes, label: { fr: 'Taux et échéances des taxes municipales', en: 'Municipal tax rates and deadlines' } },
  },
  'bills': {
    about: {
      fr: 'Vous réglez ici ce que vous devez à la commune en dehors des impôts, sur présentation de la facture ou de l’avis de paiement qu’elle vous a adressé.',
      en: 'This is where you pay what you owe the council other than taxes, on presentation of the bill or payment notice it sent you.',
    },
    covers: [
      { fr: 'Loyer d’une boutique ou d’un hangar du marché municipal', en: 'Rent for a shop or stall in the municipal market' },
      { fr: 'Location de la salle des fêtes, de bâches et de chaises communales', en: 'Hire of the community hall, awnings and council chairs' },
      { fr: 'Enlèvement des ordures des commerces et des marchés', en: 'Waste collection for shops and markets' },
      { fr: 'Frais de fourrière', en: 'Pound fees for impounded vehicles and livestock' },
    ],
    eligibility: {
      fr: 'Toute personne ou entreprise qui a reçu une facture ou un avis de paiement de la commune, ou une personne qui paie pour elle.',
      en: 'Anyone, person or business, who has received a bill or payment notice from the council, or someone paying on their behalf.',
    },
    documents: [
      { fr: 'La facture ou l’avis de paiement, avec sa référence', en: 'The bill or payment notice, with its reference' },
      { fr: 'Votre pièce d’identité', en: 'Your identity document' },
      { fr: 'Pour un paiement par mobile money, le message de confirmation reçu sur votre téléphone', en: 'For a mobile money payment, the confirmation message received on your phone' },
    ],
    steps: [
      { fr: 'Vérifiez la référence et le montant indiqués sur la facture.', en: 'Check the reference and the amount on the bill.' },
      {
        fr: 'Payez à la caisse en espèces, par virement sur le compte de la commune ou par mobile money (Orange Money, MTN Mobile Money) en indiquant la référence.',
        en: 'Pay in cash at the desk, by transfer to the council’s account or by mobile money (Orange Money, MTN Mobile Money), quoting the reference.',
      },
      { fr: 'Après un virement ou un paiement mobile, présentez la preuve de paiement au guichet.', en: 'After a transfer or a mobile payment, show the proof of payment at the counter.' },
      { fr: 'Recevez votre reçu officiel numéroté, la seule preuve de paiement valable.', en: 'Collect your numbered official receipt, the only valid proof of payment.' },
    ],
    fees: [{ label: { fr: 'Encaissement et reçu officiel', en: 'Payment and official receipt' }, amount: 'free' }],
    feeNote: {
      fr: 'Seul le montant de la facture est dû. Les frais de votre banque ou de votre opérateur de mobile money restent à votre charge.',
      en: 'Only the amount of the bill is due. Your bank’s or mobile money operator’s charges are yours to pay.',
    },
    delay: {
      fr: 'Reçu remis immédiatement à la caisse. Un virement ou un paiement mobile est enregistré sous 24 heures ouvrables.',
      en: 'Receipt issued at once at the desk. A transfer or mobile payment is recorded within one working day.',
    },
    office: 'finance',
    notice: {
      fr: 'Ne payez jamais un agent en dehors de la caisse et sans reçu officiel. Signalez toute demande suspecte à l’inspection générale de la commune.',
      en: 'Never pay an officer outside the cash desk or without an official receipt. Report any suspicious request to the council’s inspector general.',
    },
  },
  'licenses': {
    about: {
      fr: 'La mairie délivre aux commerçants et aux particuliers les autorisations nécessaires pour exercer une activité ou occuper temporairement la voie publique (étal, terrasse, dépôt de matériaux de construction).',
      en: 'The town hall grants traders and residents the permissions they need to run a business or to use public space for a while (a stall, a terrace, building materials on the roadside).',
    },
    covers: [
      { fr: 'Licence d’exploitation d’un commerce, d’un restaurant ou d’un débit de boissons', en: 'Operating licence for a shop, a restaurant or a bar' },
      { fr: 'Autorisation d’occupation temporaire de la voie publique', en: 'Permission for temporary use of public space' },
      { fr: 'Autorisation de manifestation publique (concert, foire, cérémonie)', en: 'Permission for a public event (concert, fair, ceremony)' },
    ],
    eligibility: {
      fr: 'Toute personne majeure ou entreprise installée dans la commune ou qui souhaite s’y installer. Les étrangers présentent leur titre de séjour.',
      en: 'Any adult or business established in the council area or planning to set up there. Foreign nationals show their residence permit.',
    },
    documents: [
      { fr: 'Une demande timbrée adressée au maire, précisant l’activité et l’emplacement', en: 'An application to the mayor bearing a council stamp, stating the activity and the location' },
      { fr: 'La copie de votre CNI ou, pour une entreprise, du RCCM et du NIU', en: 'A copy of your national identity card or, for a business, of its RCCM and NIU' },
      { fr: 'Un plan de localisation du local ou de l’emplacement demandé', en: 'A location plan of the premises or the space requested' },
      { fr: 'Le contrat de bail ou le titre de propriété du local', en: 'The tenancy agreement or title deed of the premises' },
      { fr: 'Pour un restaurant ou un débit de boissons, le certificat de visite sanitaire', en: 'For a restaurant or a bar, the health inspection certificate' },
    ],
    steps: [
      { fr: `Déposez la demande complète au guichet${NBSP}; un récépissé de dépôt vous est remis.`, en: 'Hand in the complete application at the counter; you are given a receipt.' },
      { fr: 'Des agents de la commune visitent le local ou l’emplacement.', en: 'Council officers inspect the premises or the space.' },
      { fr: 'Le maire signe l’autorisation et vous êtes prévenu par téléphone.', en: 'The mayor signs the permission and you are told by phone.' },
      { fr: 'Payez les droits à la caisse et retirez votre licence, à afficher dans le local.', en: 'Pay the fees at the cash desk and collect your licence, to be displayed on the premises.' },
    ],
    fees: [
      { label: { fr: 'Licence d’exploitation', en: 'Operating licence' }, amount: 50000, per: { fr: 'par an', en: 'per year' } },
      { label: { fr: 'Occupation temporaire de la voie publique', en: 'Temporary use of public space' }, amount: 25000, per: { fr: 'par mois', en: 'per month' } },
    ],
    delay: {
      fr: `15 jours pour une licence d’exploitation${NBSP}; 7 jours pour une occupation temporaire ou une manifestation.`,
      en: '15 days for an operating licence; 7 days for temporary use of public space or an event.',
    },
    office: 'finance',
    moreInfo: { href: paths.licenses, label: { fr: 'Tous les permis et licences', en: 'All licences and permits' } },
  },
  'stamp': {
    about: {
      fr: 'Le timbre communal est une vignette vendue par la commune et collée sur les demandes et documents qui l’exigent. Il prouve que le droit correspondant a été payé.',
      en: 'The council stamp is a small adhesive stamp sold by the council and stuck on the applications and documents that require it. It proves that the corresponding fee has been paid.',
    },
    covers: [
      { fr: 'Demandes adressées au maire (licence, certificat d’urbanisme, autorisation)', en: 'Applications to the mayor (licence, planning certificate, permission)' },
      { fr: 'Copies certifiées conformes et légalisations', en: 'Certified copies and signatures' },
      { fr: 'Copies d’actes de naissance, de mariage et de décès', en: 'Copies of birth, marriage and death certificates' },
    ],
    eligibility: {
      fr: 'Tout usager, sans justificatif ni pièce d’identité. Les timbres se vendent à l’unité.',
      en: 'Anyone: no identity document or proof is needed. Stamps are sold singly.',
    },
    documents: [
      {
        fr: 'La liste des pièces de votre dossier, qui indique le nombre et la valeur des timbres exigés',
        en: 'The list of documents for your application, which gives how many stamps it needs and of what value',
      },
      { fr: 'Le document à timbrer, si vous voulez que l’agent y colle et oblitère le timbre', en: 'The document to be stamped, if you want the officer to stick the stamp on and cancel it' },
    ],
    steps: [
      { fr: 'Vérifiez le nombre et la valeur des timbres exigés pour votre démarche.', en: 'Check how many stamps your application needs, and of what value.' },
      { fr: 'Achetez-les à la caisse de la recette municipale.', en: 'Buy them at the Municipal Revenue Office’s cash desk.' },
      { fr: 'Collez chaque timbre en haut à droite du document.', en: 'Stick each stamp at the top right of the document.' },
      { fr: 'Le guichet qui reçoit votre dossier oblitère les timbres.', en: 'The counter that receives your application cancels the stamps.' },
    ],
    fees: [
      { label: { fr: 'Timbre communal pour une copie ou une légalisation', en: 'Council stamp for a copy or a signature' }, amount: 500 },
      { label: { fr: 'Timbre communal pour une demande adressée au maire', en: 'Council stamp for an application to the mayor' }, amount: 1000 },
    ],
    delay: { fr: 'Immédiat, aux heures d’ouverture de la caisse.', en: 'Immediate, during the cash desk’s opening hours.' },
    office: 'finance',
    notice: {
      fr: `N’achetez pas de timbres aux vendeurs ambulants devant la mairie${NBSP}: seuls ceux de la caisse sont garantis, et un faux timbre fait rejeter le dossier.`,
      en: 'Do not buy stamps from street sellers outside the town hall: only those from the cash desk are genuine, and a forged stamp gets the application rejected.',
    },
  },
  'birth-certificate': {
    about: {
      fr: 'Toute naissance survenue dans la commune est déclarée au centre d’état civil dans les 90 jours. L’officier d’état civil dresse alors l’acte de naissance, le premier document officiel de l’enfant, exigé pour l’école, les examens et la carte d’identité. Le service délivre aussi les copies des actes déjà établis.',
      en: 'Every birth in the council area is registered with the civil registry within 90 days. The registrar then draws up the birth certificate, the child’s first official document, needed for school, examinations and the identity card. The registry also issues copies of existing certificates.',
    },
    covers: [
      { fr: 'Déclaration de naissance et établissement de l’acte', en: 'Registration of a birth and drawing up of the certificate' },
      { fr: 'Copie certifiée conforme d’un acte de naissance', en: 'Certified copy of a birth certificate' },
      { fr: 'Transcription d’un jugement supplétif', en: 'Entry of a late-registration court judgment' },
    ],
    eligibility: {
      fr: `Le père ou la mère${NBSP}; à défaut, le médecin, la sage-femme ou toute personne qui a assisté à l’accouchement. Une copie peut être demandée par la personne concernée, ses parents ou son représentant légal.`,
      en: 'The father or the mother; failing them, the doctor, the midwife or anyone who attended the birth. A copy can be requested by the person concerned, their parents or their legal representative.',
    },
    documents: [
      {
        fr: 'La déclaration de naissance remise par l’hôpital ou le centre de santé, ou, pour une naissance à domicile, l’attestation du chef de village ou de quartier',
        en: 'The birth notification from the hospital or health centre or, for a home birth, a letter from the village or neighbourhood head',
      },
      { fr: 'La CNI du père et de la mère, ou à défaut leur acte de naissance', en: 'The father’s and mother’s identity cards or, failing that, their birth certificates' },
      { fr: 'L’acte de mariage des parents, s’ils sont mariés', en: 'The parents’ marriage certificate, if they are married' },
      { fr: 'Pour une copie, le numéro et l’année de l’acte, ou une ancienne copie', en: 'For a copy, the certificate’s number and year, or an old copy' },
    ],
    steps: [
      { fr: 'Déclarez la naissance au centre d’état civil dans les 90 jours qui suivent l’accouchement.', en: 'Register the birth with the civil registry within 90 days of the delivery.' },
      { fr: 'L’agent vérifie les pièces et inscrit la déclaration dans le registre.', en: 'The officer checks the documents and enters the registration in the register.' },
      { fr: 'L’officier d’état civil signe l’acte de naissance.', en: 'The registrar signs the birth certificate.' },
      {
        fr: 'Retirez l’original de l’acte et vérifiez l’orthographe des noms et les dates avant de quitter le guichet.',
        en: 'Collect the original certificate and check the spelling of the names and the dates before leaving the counter.',
      },
    ],
    fees: [
      { label: { fr: 'Déclaration dans les 90 jours et premier acte de naissance', en: 'Registration within 90 days and first birth certificate' }, amount: 'free' },
      { label: { fr: 'Copie certifiée conforme d’un acte', en: 'Certified copy of a certificate' }, amount: 500 },
    ],
    delay: {
      fr: `Acte signé sous 72 heures${NBSP}; copie remise le jour même si l’acte est dans les registres de la commune.`,
      en: 'Certificate signed within 72 hours; a copy is issued the same day if the certificate is in the council’s registers.',
    },
    office: 'civilRegistry',
    notice: {
      fr: `Après 90 jours, la mairie ne peut plus enregistrer la naissance${NBSP}: il faut demander un jugement supplétif au tribunal de premier degré, puis le faire transcrire à l’état civil. Déclarez votre enfant à temps.`,
      en: 'After 90 days the town hall can no longer register the birth: you must obtain a late-registration judgment from the court of first instance, then have it entered in the civil register. Register your child in time.',
    },
  },
  'marriage': {
    about: {
      fr: `Le mariage civil est célébré publiquement à l’hôtel de ville par l’officier d’état civil, en présence des futurs époux et de leurs témoins. Lui seul a une valeur légale${NBSP}: un mariage coutumier ou religieux doit être suivi d’un mariage civil. Déposez le dossier au moins un mois avant la date souhaitée, le temps de publier les bans.`,
      en: 'A civil marriage is held in public at the town hall by the registrar, in the presence of the couple and their witnesses. Only the civil marriage has legal force: a customary or religious marriage must be followed by a civil one. Hand in your file at least a month before the date you want, to allow time for the banns.',
    },
    covers: [
      { fr: 'Constitution du dossier et publication des bans', en: 'Preparing the file and publishing the banns' },
      { fr: 'Célébration du mariage et remise du livret de famille', en: 'The ceremony and the family record book' },
      { fr: 'Copies de l’acte de mariage', en: 'Copies of the marriage certificate' },
    ],
    eligibility: {
      fr: 'Deux futurs époux de 18 ans révolus, libres de leur consentement, dont l’un au moins réside dans la commune.',
      en: 'Two people aged 18 or over, freely consenting, at least one of whom lives in the council area.',
    },
    documents: [
      { fr: 'La demande de publication des bans, remplie et signée au guichet', en: 'The request to publish the banns, filled in and signed at the counter' },
      { fr: 'Une copie de l’acte de naissance de chaque futur époux, de moins de 3 mois', en: 'A copy of each partner’s birth certificate, issued within the last 3 months' },
      { fr: 'Un certificat médical prénuptial de moins de 3 mois pour chacun', en: 'A premarital medical certificate for each, issued within the last 3 months' },
      { fr: 'La CNI de chaque futur époux et de deux témoins majeurs', en: 'The identity cards of both partners and of two adult witnesses' },
      { fr: 'Un certificat de domicile de l’un des futurs époux', en: 'A certificate of residence for one of the partners' },
      { fr: 'Quatre photos d’identité de chaque futur époux', en: 'Four passport photos of each partner' },
      { fr: 'Pour une personne veuve ou divorcée, l’acte de décès du conjoint ou le jugement de divorce', en: 'For a widowed or divorced person, the late spouse’s death certificate or the divorce judgment' },
    ],
    steps: [
      { fr: 'Déposez le dossier complet au centre d’état civil au moins 30 jours avant la date souhaitée.', en: 'Hand in the complete file at the civil registry at least 30 days before the date you want.' },
      {
        fr: 'Les bans sont affichés à la mairie pendant 30 jours, pendant lesquels toute opposition peut être formée.',
        en: 'The banns are posted at the town hall for 30 days, during which anyone may lodge an objection.',
      },
      {
        fr: 'Fixez la date avec l’officier d’état civil et choisissez vos options (monogamie ou polygamie, communauté ou séparation de biens).',
        en: 'Set the date with the registrar and choose your options (monogamy or polygamy, joint or separate property).',
      },
      {
        fr: `Le jour venu, présentez-vous à l’hôtel de ville avec vos témoins${NBSP}: l’officier célèbre le mariage et vous signez l’acte.`,
        en: 'On the day, come to the town hall with your witnesses: the registrar marries you and you sign the certificate.',
      },
      { fr: 'Recevez votre livret de famille, puis la copie de l’acte de mariage.', en: 'Receive your family record book, then the copy of the marriage certificate.' },
    ],
    fees: [
      { label: { fr: 'Publication des bans', en: 'Publication of the banns' }, amount: 'free' },
      { label: { fr: 'Célébration à l’hôtel de ville', en: 'Ceremony at the town hall' }, amount: 15000 },
      { label: { fr: 'Livret de famille', en: 'Family record book' }, amount: 5000 },
      { label: { fr: 'Copie certifiée de l’acte de mariage', en: 'Certified copy of the marriage certificate' }, amount: 500 },
    ],
    delay: {
      fr: 'Au moins 30 jours entre le dépôt du dossier et la célébration, le temps de la publication des bans.',
      en: 'At least 30 days between handing in the file and the ceremony, for the banns to be published.',
    },
    office: 'civilRegistry',
    hoursNote: {
      fr: `Célébrations le samedi de 8${NBSP}h à 13${NBSP}h, sur rendez-vous pris au guichet.`,
      en: 'Ceremonies on Saturdays from 8 am to 1 pm, by appointment made at the counter.',
    },
  },
};

/** The eight services with their pages' content, in the tiles' order. */
export const services: readonly MunicipalService[] = serviceTiles.map((tile) => ({ ...tile, ...details[tile.id] }));

const byPath = new Map<string, MunicipalService>(services.map((service) => [service.path, service]));
const byId = new Map<ServiceId, MunicipalService>(services.map((service) => [service.id, service]));

export function serviceById(id: ServiceId): MunicipalService {
  return byId.get(id)!;
}

/** The service a page shows, from its path (`/services/tax` → the tax service). */
export function serviceByPath(path: string): MunicipalService | undefined {
  return byPath.get(path);
}
