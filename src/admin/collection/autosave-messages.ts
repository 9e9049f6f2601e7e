import { defineCatalog } from '../../shared/i18n/catalog';

/** What the Create/Edit panel says about the drafts it keeps in the browser and about saving offline. */
export const autosaveMessages = defineCatalog(
  {
    'draft.label': 'Brouillon gardé sur cet appareil',
    'draft.found': 'Des modifications non enregistrées ont été gardées sur cet appareil.',
    'draft.resume': 'Reprendre le brouillon du {date}',
    'draft.ignore': 'Ignorer',
    'draft.date': "dd MMMM yyyy 'à' HH:mm",
    offline: 'Hors connexion\u00a0: vos modifications sont gardées sur cet appareil et seront envoyées au retour du réseau.',
  },
  {
    'draft.label': 'Draft kept on this device',
    'draft.found': 'Unsaved changes were kept on this device.',
    'draft.resume': 'Resume the draft of {date}',
    'draft.ignore': 'Ignore',
    'draft.date': "dd MMMM yyyy', 'HH:mm",
    offline: 'Offline: your changes are kept on this device and will be sent when the network is back.',
  },
);
