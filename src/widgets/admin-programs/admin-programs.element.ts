import { collectionScreenCss } from '../../admin/collection';
import { defineWidget } from '../../kit/define-widget';
import { adminKitCss } from '../../kit/ui/admin-styles';
import { AdminPrograms } from './AdminPrograms';
import { adminProgramsContract } from './admin-programs.contract';

/**
 * The staff screen of the commune’s programmes and projects (the page
 * /admin-dtima/content/programs): a breadcrumb back to the dashboard, the heading « Gestion des
 * programmes » / "Programs Management", a « Créer un programme » button, then the programmes in
 * a sortable table — title, type (Agenda or Projet), status (En préparation, En cours, Terminé),
 * publication (« Publié » in green, « Brouillon » in yellow), last change — filtered by the
 * admin header’s search, each with Edit and Delete.
 *
 * Create and Edit open a side panel with the title and description in French and in English
 * (English optional), the type and the status. Its messages are the server’s own, shown on
 * saving and then as the values change. « Enregistrer le brouillon » saves it unpublished,
 * « Publier » shows it in the home page’s « Programmes et priorités ». A toast says how it
 * went; an edit made while someone else changed the programme says so and offers to reload it.
 * Delete asks first. A programme’s picture, link and place on the home page are kept as they are.
 *
 * It talks to the content server’s staff API on its own origin (`/api/v1/programs`), with the
 * session of the signed-in member of staff; signed out, it goes to the sign-in page.
 *
 * @tag commune-admin-programs
 * @summary The staff screen of the commune’s programmes and projects.
 *
 * @attr {number} heading-level - 1 (default) to 6: the screen heading’s level; the panel’s title is one below.
 * @attr {boolean} open-create - Opens the « Nouveau programme » panel as the screen appears (default false).
 *
 * @csspart header - The breadcrumb, heading, introduction and Create button.
 * @csspart table - The box around the table of programmes.
 *
 * @cssprop [--commune-admin-collection-gap=var(--commune-space-4)] - Space between the header, messages and the table.
 */
export const CommuneAdminProgramsElement = defineWidget(adminProgramsContract.tag, AdminPrograms, { ...adminProgramsContract, css: [adminKitCss, collectionScreenCss] });
