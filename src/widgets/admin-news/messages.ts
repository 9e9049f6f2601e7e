import { defineCatalog } from '../../shared/i18n/catalog';

/**
 * The News screen's own texts (the shared ones — buttons, states, the form's language groups —
 * are `collectionMessages`; field messages come from the shared schemas).
 */
export const adminNewsMessages = defineCatalog(
  {
    intro: 'Rédigez, publiez et mettez à jour les actualités du site\u00a0: elles paraissent dans Flash Info dès leur publication.',
    create: 'Créer un article',
    createTitle: 'Nouvel article',
    editTitle: 'Modifier l’article',
    publishNew: 'Créer l’article',
    publishingNew: 'Création…',
    empty: 'Aucun article pour le moment. Créez le premier avec «\u00a0Créer un article\u00a0».',
    loadFailed: 'Les articles n’ont pas pu être chargés.',
    created: 'L’article a été créé avec succès.',
    createFailed: 'La création de l’article a échoué. Veuillez réessayer.',
    updated: 'L’article a été mis à jour avec succès.',
    updateFailed: 'La mise à jour de l’article a échoué. Veuillez réessayer.',
    deleted: 'L’article a été mis à la corbeille.',
    deleteFailed: 'La suppression de l’article a échoué. Veuillez réessayer.',
    deleteTitle: 'Mettre l’article «\u00a0{label}\u00a0» à la corbeille\u00a0?',
    deleteBody: 'Il disparaîtra du site et de Flash Info. Vous pourrez le restaurer depuis la corbeille pendant 30\u00a0jours.',
    conflict:
      'Quelqu’un d’autre a modifié cet article pendant que vous le modifiiez. Rechargez-le pour repartir de sa dernière version\u00a0: vos modifications non enregistrées seront perdues.',
    deleteConflict: 'Quelqu’un d’autre a modifié cet article entre-temps. Rechargez-le pour voir sa dernière version avant de le supprimer.',
    reload: 'Recharger l’article',
  },
  {
    intro: 'Write, publish and update the site’s news: it appears in the News Flash as soon as it is published.',
    create: 'Create an article',
    createTitle: 'New Article',
    editTitle: 'Edit Article',
    publishNew: 'Create Article',
    publishingNew: 'Creating...',
    empty: 'No articles yet. Create the first one with “Create an article”.',
    loadFailed: 'The articles could not be loaded.',
    created: 'News article has been created successfully.',
    createFailed: 'Failed to create news article. Please try again.',
    updated: 'News article has been updated successfully.',
    updateFailed: 'Failed to update news article. Please try again.',
    deleted: 'News article has been moved to the trash.',
    deleteFailed: 'Failed to delete news article. Please try again.',
    deleteTitle: 'Move the article “{label}” to the trash?',
    deleteBody: 'It will disappear from the site and the News Flash. You can restore it from the Trash for 30 days.',
    conflict: 'Someone else changed this article while you were editing it. Reload it to start again from its latest version: your unsaved changes will be lost.',
    deleteConflict: 'Someone else changed this article in the meantime. Reload it to see its latest version before deleting it.',
    reload: 'Reload the article',
  },
);
