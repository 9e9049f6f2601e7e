import { defineWidget } from '../../kit/define-widget';
import directoryCss from '../points-of-interest/Directory.css?inline';
import css from './Guide.css?inline';
import { Guide } from './Guide';
import { guideContract } from './guide.contract';

/**
 * The commune’s practical guide for visitors. An accordion (several sections may be open):
 * hotels and accommodation, restaurants (both from the business directory, with contact,
 * phone, email, address and slogan), tourist attractions, and events (a link to /events).
 * Then the tourist sites in four categories — mountains and natural sites, cultural and
 * historical sites, water points and dams, remarkable landscapes — each with its
 * classification badge, description, location and state of development (« Aménagement »).
 *
 * A section id in the page’s URL fragment opens that section and scrolls it into view, on
 * load and when the fragment changes: `#hotels`, `#restaurants`, `#attractions`, `#events`.
 *
 * @tag commune-guide
 * @summary Practical guide: hotels, restaurants, attractions, events, then the tourist sites.
 *
 * @attr {number} heading-level - 2 (default) to 6: the section titles and the tourist sites’ heading; site categories, sites and directory entries take the next levels.
 *
 * @csspart sections - The accordion: hotels, restaurants, attractions, events.
 * @csspart directory-entry - One hotel or restaurant card.
 * @csspart sites - The tourist sites section.
 * @csspart site - One tourist site card.
 *
 * @cssprop [--commune-guide-gap=var(--commune-space-4)] - Space between cards.
 * @cssprop [--commune-guide-site-accent=var(--commune-color-accent)] - The line above each tourist site card.
 * @cssprop [--commune-color-primary=#0b5d37] - Section titles, links and phone numbers.
 */
export const CommuneGuideElement = defineWidget(guideContract.tag, Guide, { ...guideContract, css: [directoryCss, css] });
