/** Where `npm run backup` asks a running server for a backup (the embedded database only). */
export const BACKUP_REQUEST = 'backup-request.json';
