import { collectionScreenCss } from '../../admin/collection';
import { defineWidget } from '../../kit/define-widget';
import { adminKitCss } from '../../kit/ui/admin-styles';
import { AdminNews } from './AdminNews';
import { adminNewsContract } from './admin-news.contract';

/**
 * The staff screen of the commune’s news (the page /admin-dtima/content/news): a breadcrumb back
 * to the dashboard, the heading « Gestion des actualités » / "News Management", a « Créer un
 * article » button, then the articles in a sortable table — title, status (« Publié » in green,
 * « Brouillon » in yellow), last change — filtered by the admin header’s search, each with Edit
 * and Delete.
 *
 * Create and Edit open a side panel with the title and text in French and in English (English
 * optional: the public site shows the French meanwhile) and an optional image. Its messages are
 * the server’s own (title at least 3 characters, text at least 10), shown on saving and then as
 * the text changes. « Enregistrer le brouillon » saves it unpublished; « Créer l’article »
 * (« Publier » for an existing one) publishes it to Flash Info. A toast says how it went; an
 * edit made while someone else changed the article says so and offers to reload it. Delete asks
 * first.
 *
 * It talks to the content server’s staff API on its own origin (`/api/v1/news`,
 * `/api/v1/media`), with the session of the signed-in member of staff; signed out, it goes to
 * the sign-in page.
 *
 * @tag commune-admin-news
 * @summary The staff screen of the commune’s news articles.
 *
 * @attr {number} heading-level - 1 (default) to 6: the screen heading’s level; the panel’s title is one below.
 * @attr {boolean} open-create - Opens the « Nouvel article » panel as the screen appears (default false).
 *
 * @csspart header - The breadcrumb, heading, introduction and Create button.
 * @csspart table - The box around the table of articles.
 *
 * @cssprop [--commune-admin-collection-gap=var(--commune-space-4)] - Space between the header, messages and the table.
 */
export const CommuneAdminNewsElement = defineWidget(adminNewsContract.tag, AdminNews, { ...adminNewsContract, css: [adminKitCss, collectionScreenCss] });
