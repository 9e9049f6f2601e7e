import { defineWidget } from '../../kit/define-widget';
import directoryCss from './Directory.css?inline';
import css from './PointsOfInterest.css?inline';
import { PointsOfInterest } from './PointsOfInterest';
import { pointsOfInterestContract } from './points-of-interest.contract';

/**
 * The commune’s points of interest for residents: schools, health services, social affairs,
 * security, culture and arts, sports and leisure, markets. One category is open at a time; each
 * place shows its name, address and contact (phone numbers are `tel:` links). Then the business
 * directory (« Annuaire des professionnels »): hotels, NGOs, travel agencies, restaurants and
 * leisure, supermarkets and markets, each with Contact, Phone, Email, Address and Slogan.
 *
 * A category id in the page’s URL fragment opens that category and scrolls it into view, on
 * load and when the fragment changes: `#education`, `#health-services`, `#social-affairs`,
 * `#security`, `#culture-arts`, `#sports-leisure`, `#markets`.
 *
 * @tag commune-points-of-interest
 * @summary Points of interest by category (single-open accordion), then the business directory.
 *
 * @attr {number} heading-level - 2 (default) to 6: the category titles and the directory’s heading; places, directory categories and entries take the next levels.
 *
 * @csspart categories - The accordion of categories.
 * @csspart place - One place in a category (name, address, contact).
 * @csspart directory - The business directory section.
 * @csspart directory-entry - One card of the directory.
 *
 * @cssprop [--commune-points-of-interest-gap=var(--commune-space-4)] - Space between places and between directory cards.
 * @cssprop [--commune-points-of-interest-place-background=var(--commune-color-surface)] - Background of each place’s card.
 * @cssprop [--commune-color-primary=#0b5d37] - Category titles, links and phone numbers.
 */
export const CommunePointsOfInterestElement = defineWidget(pointsOfInterestContract.tag, PointsOfInterest, {
  ...pointsOfInterestContract,
  css: [directoryCss, css],
});
