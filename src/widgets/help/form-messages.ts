import { defineCatalog } from '../../shared/i18n/catalog';

/**
 * The message form’s strings, loaded with the form (the field messages come from
 * residentMessageSchema, src/shared/schema/resident.ts).
 */
export const helpFormMessages = defineCatalog(
  {
    'form.heading': 'Laisser un message à la mairie',
    'form.intro': 'Posez votre question ou signalez un problème. Tous les champs sont obligatoires.',
    'form.name': 'Votre nom',
    'form.contact': 'Votre téléphone ou e-mail',
    'form.contactHint': 'Pour que la mairie puisse vous répondre.',
    'form.message': 'Votre message',
    'form.messageHint': 'Décrivez votre demande en quelques phrases.',
    'form.website': 'Site web',
    'form.submit': 'Envoyer le message',
    'form.sending': 'Envoi…',
    'form.privacy': 'Seuls les agents de la mairie lisent votre message, gardé jusqu’à ce qu’ils le suppriment. {link}',
    'form.privacyLink': 'Vos données personnelles',
    'sent.title': 'Merci, votre message a bien été envoyé à la mairie.',
    'sent.text': 'Un agent vous répondra aux heures d’ouverture, {hours}.',
    'error.rateLimited.one': 'Vous avez envoyé plusieurs messages en peu de temps. Réessayez dans {count}\u00a0minute.',
    'error.rateLimited.other': 'Vous avez envoyé plusieurs messages en peu de temps. Réessayez dans {count}\u00a0minutes.',
    'error.rateLimited.unknown': 'Vous avez envoyé plusieurs messages en peu de temps. Réessayez dans quelques minutes.',
    'error.failed.title': 'Votre message n’a pas pu être envoyé.',
    'error.failed.text': 'Ce que vous avez écrit est conservé. Réessayez dans un instant, ou contactez la mairie au {phone} ou à {email}.',
  },
  {
    'form.heading': 'Leave a message for the town hall',
    'form.intro': 'Ask your question or report a problem. All fields are required.',
    'form.name': 'Your name',
    'form.contact': 'Your phone or email',
    'form.contactHint': 'So the town hall can reply to you.',
    'form.message': 'Your message',
    'form.messageHint': 'Describe your request in a few sentences.',
    'form.website': 'Website',
    'form.submit': 'Send message',
    'form.sending': 'Sending…',
    'form.privacy': 'Only town hall staff read your message, which is kept until they delete it. {link}',
    'form.privacyLink': 'Your personal data',
    'sent.title': 'Thank you, your message has been sent to the town hall.',
    'sent.text': 'A member of staff will reply during opening hours, {hours}.',
    'error.rateLimited.one': 'You have sent several messages in a short time. Try again in {count}\u00a0minute.',
    'error.rateLimited.other': 'You have sent several messages in a short time. Try again in {count}\u00a0minutes.',
    'error.rateLimited.unknown': 'You have sent several messages in a short time. Try again in a few minutes.',
    'error.failed.title': 'Your message could not be sent.',
    'error.failed.text': 'What you wrote has been kept. Try again in a moment, or contact the town hall on {phone} or at {email}.',
  },
);
