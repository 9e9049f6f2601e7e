import { defineCatalog } from '../../shared/i18n/catalog';

/**
 * The generic collection screen's own texts, for any collection: `{plural}`, `{indefinite}` and
 * `{definite}` stand for the collection's labels (« Documents », « un document », « le
 * document »); `{label}` for an item's title, as in every screen. The French names the items
 * « élément », whatever the collection's gender. The shared texts are `collectionMessages`;
 * field messages come from the collection's schemas.
 */
export const adminCollectionMessages = defineCatalog(
  {
    intro: 'Créez, modifiez, publiez ou supprimez les éléments de «\u00a0{plural}\u00a0»\u00a0: seuls les éléments publiés sont visibles du public.',
    create: 'Créer {indefinite}',
    createTitle: 'Créer {indefinite}',
    editTitle: 'Modifier {definite}',
    empty: 'Aucun élément pour le moment. Créez le premier avec «\u00a0Créer {indefinite}\u00a0».',
    loadFailed: 'La liste n’a pas pu être chargée.',
    created: 'L’élément a été créé avec succès.',
    createFailed: 'La création de l’élément a échoué. Veuillez réessayer.',
    updated: 'L’élément a été mis à jour avec succès.',
    updateFailed: 'La mise à jour de l’élément a échoué. Veuillez réessayer.',
    deleted: 'L’élément a été mis à la corbeille.',
    deleteFailed: 'La suppression de l’élément a échoué. Veuillez réessayer.',
    deleteTitle: 'Mettre {definite} «\u00a0{label}\u00a0» à la corbeille\u00a0?',
    deleteBody: 'L’élément disparaîtra du site. Vous pourrez le restaurer depuis la corbeille pendant 30\u00a0jours.',
    conflict:
      'Quelqu’un d’autre a modifié cet élément pendant que vous le modifiiez. Rechargez-le pour repartir de sa dernière version\u00a0: vos modifications non enregistrées seront perdues.',
    deleteConflict: 'Quelqu’un d’autre a modifié cet élément entre-temps. Rechargez-le pour voir sa dernière version avant de le supprimer.',
    reload: 'Recharger l’élément',
  },
  {
    intro: 'Create, edit, publish or delete the items of “{plural}”: only published items are public.',
    create: 'Create {indefinite}',
    createTitle: 'Create {indefinite}',
    editTitle: 'Edit {definite}',
    empty: 'Nothing here yet. Create the first one with “Create {indefinite}”.',
    loadFailed: 'The list could not be loaded.',
    created: 'The item has been created successfully.',
    createFailed: 'Failed to create the item. Please try again.',
    updated: 'The item has been updated successfully.',
    updateFailed: 'Failed to update the item. Please try again.',
    deleted: 'The item has been moved to the trash.',
    deleteFailed: 'Failed to delete the item. Please try again.',
    deleteTitle: 'Move {definite} “{label}” to the trash?',
    deleteBody: 'The item will disappear from the site. You can restore it from the Trash for 30 days.',
    conflict: 'Someone else changed this item while you were editing it. Reload it to start again from its latest version: your unsaved changes will be lost.',
    deleteConflict: 'Someone else changed this item in the meantime. Reload it to see its latest version before deleting it.',
    reload: 'Reload the item',
  },
);
