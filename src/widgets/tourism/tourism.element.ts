import { defineWidget } from '../../kit/define-widget';
import css from './Tourism.css?inline';
import { Tourism } from './Tourism';
import { tourismContract } from './tourism.contract';

/**
 * Tourism in Dtima, from src/content/tourism.ts: a hero (title, lead, illustration); the
 * natural and cultural sites as cards (image, name, description, activity tags, location);
 * a cultural experience with what is included, the tourism office's phone (`tel:`) and email
 * (`mailto:`) and a « Réserver une expérience » / "Reserve an experience" button; and a closing
 * call, « Contacter l’office du tourisme ». Both buttons open a dialog with the office's
 * contact details and opening hours; its code loads the first time it is opened. Escape closes
 * it and the focus returns to the button.
 *
 * @tag commune-tourism
 * @summary Tourist sites, a cultural experience to book, and the tourism office's contacts.
 *
 * @attr {number} heading-level - 2 (default) to 6: the level of the section headings; site names use the next level.
 *
 * @csspart hero - The opening block: title, lead and illustration.
 * @csspart sites - The grid of sites.
 * @csspart experience - The cultural experience and its booking details.
 * @csspart contact - The closing call to contact the tourism office.
 *
 * @cssprop [--commune-tourism-gap=var(--commune-space-7)] - Space between the element's blocks.
 * @cssprop [--commune-tourism-hero-background=var(--commune-color-primary-soft)] - Background of the hero.
 * @cssprop [--commune-tourism-tag-background=var(--commune-color-accent-soft)] - Background of the activity tags.
 */
export const TourismElement = defineWidget(tourismContract.tag, Tourism, { ...tourismContract, css: [css] });
