import { defineCatalog } from '../../shared/i18n/catalog';

// French typography: a no-break space before : ; ? !
const NBSP = '\u00a0';

export const newsArticleMessages = defineCatalog(
  {
    back: 'Toutes les actualités',
    'share.heading': 'Partager cette actualité',
    'share.on': 'Partager sur',
    'share.byEmail': 'Envoyer par',
    'share.email': 'E-mail',
    'copy.label': 'Lien de cette actualité',
    'copy.button': 'Copier le lien',
    'copy.done': 'Lien copié. Vous pouvez le coller dans un message.',
    'copy.failed': `La copie n’a pas fonctionné${NBSP}: sélectionnez le lien ci-dessus pour le copier.`,
    'pager.label': 'Autres actualités',
    'pager.previous': 'Actualité précédente',
    'pager.next': 'Actualité suivante',
    'missing.heading': 'Cette actualité n’est pas en ligne',
    'missing.text': 'Elle a peut-être été retirée. Toutes les nouvelles de la commune restent sur la page Flash Info.',
  },
  {
    back: 'All news',
    'share.heading': 'Share this news item',
    'share.on': 'Share on',
    'share.byEmail': 'Send by',
    'share.email': 'Email',
    'copy.label': 'Link to this news item',
    'copy.button': 'Copy link',
    'copy.done': 'Link copied. You can paste it into a message.',
    'copy.failed': 'Copying did not work: select the link above to copy it.',
    'pager.label': 'More news',
    'pager.previous': 'Previous news item',
    'pager.next': 'Next news item',
    'missing.heading': 'This news item is not online',
    'missing.text': 'It may have been taken down. All the council’s news is on the News Flash page.',
  },
);
