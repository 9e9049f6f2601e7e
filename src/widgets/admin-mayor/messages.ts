import { defineCatalog } from '../../shared/i18n/catalog';

/**
 * The Mayor Updates screen's own texts (the shared ones are `collectionMessages`; field messages
 * come from the shared schemas).
 */
export const adminMayorMessages = defineCatalog(
  {
    intro: 'Les messages du maire aux habitants\u00a0: le dernier publié paraît sur la page «\u00a0Rencontrer le maire\u00a0», les précédents au-dessous.',
    create: 'Créer un message',
    createTitle: 'Nouveau message du maire',
    editTitle: 'Modifier le message',
    empty: 'Aucun message pour le moment. Créez le premier avec «\u00a0Créer un message\u00a0».',
    loadFailed: 'Les messages du maire n’ont pas pu être chargés.',
    created: 'Le message a été créé avec succès.',
    createFailed: 'La création du message a échoué. Veuillez réessayer.',
    updated: 'Le message a été enregistré avec succès.',
    updateFailed: 'L’enregistrement du message a échoué. Veuillez réessayer.',
    deleted: 'Le message a été mis à la corbeille.',
    deleteFailed: 'La suppression du message a échoué. Veuillez réessayer.',
    deleteTitle: 'Mettre le message «\u00a0{label}\u00a0» à la corbeille\u00a0?',
    deleteBody: 'Il disparaîtra de la page du maire. Vous pourrez le restaurer depuis la corbeille pendant 30\u00a0jours.',
    conflict:
      'Quelqu’un d’autre a modifié ce message pendant que vous le modifiiez. Rechargez-le pour repartir de sa dernière version\u00a0: vos modifications non enregistrées seront perdues.',
    deleteConflict: 'Quelqu’un d’autre a modifié ce message entre-temps. Rechargez-le pour voir sa dernière version avant de le supprimer.',
    reload: 'Recharger le message',
  },
  {
    intro: 'The mayor’s messages to residents: the latest published one appears on the “Meet the Mayor” page, the earlier ones below it.',
    create: 'Create an update',
    createTitle: 'New Mayor Update',
    editTitle: 'Edit Update',
    empty: 'No updates yet. Create the first one with “Create an update”.',
    loadFailed: 'The mayor’s updates could not be loaded.',
    created: 'Mayor update has been created successfully.',
    createFailed: 'Failed to create mayor update. Please try again.',
    updated: 'Mayor update has been saved successfully.',
    updateFailed: 'Failed to save mayor update. Please try again.',
    deleted: 'Mayor update has been moved to the trash.',
    deleteFailed: 'Failed to delete mayor update. Please try again.',
    deleteTitle: 'Move the update “{label}” to the trash?',
    deleteBody: 'It will disappear from the mayor’s page. You can restore it from the Trash for 30 days.',
    conflict: 'Someone else changed this update while you were editing it. Reload it to start again from its latest version: your unsaved changes will be lost.',
    deleteConflict: 'Someone else changed this update in the meantime. Reload it to see its latest version before deleting it.',
    reload: 'Reload the update',
  },
);
