import type { Localized } from '../shared/i18n/catalog';
import type { SearchDocument } from '../shared/search';
import { councillors, councillorTitle, councilRoles } from './council';
import { directory } from './directory';
import { faq, type FaqBlock } from './faq';
import { sitePages } from './pages';
import { pointsOfInterest } from './points-of-interest';
import { services } from './service-pages';
import { anchor, paths } from './site-map';
import { tenderCategoryLabels, tenders } from './tenders';

/*
 * What the site's search finds in the content written here (the published news, events and
 * programmes come from the content server and are added by it): every public page, the eight
 * démarches, the help's questions, the points of interest, the directory, the council and the
 * tenders, each in both languages with the address that shows it.
 */

/** The parts as one text, each ended as a sentence so an excerpt reads well. */
const sentences = (texts: readonly string[]) =>
  texts
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => (/[.!?…:;»)]$/.test(text) ? text : `${text}.`))
    .join(' ');

const join = (...parts: readonly (Localized | undefined)[]): Localized => ({
  fr: sentences(parts.map((part) => part?.fr ?? '')),
  en: sentences(parts.map((part) => part?.en ?? '')),
});

const blocksText = (blocks: readonly FaqBlock[]) => blocks.map((block) => (typeof block === 'string' ? block : block.join(' '))).join(' ');

const same = (text: string): Localized => ({ fr: text, en: text });

export const searchDocuments: readonly SearchDocument[] = [
  ...sitePages
    // A service's page is found as its démarche (below), with what it asks for.
    .filter((page) => page.area === 'public' && !services.some((service) => service.path === page.path))
    .map((page): SearchDocument => ({ type: 'page', title: page.title, url: page.path, text: join(page.summary, page.description) })),
  ...services.map(
    (service): SearchDocument => ({
      type: 'procedure',
      title: service.label,
      url: service.path,
      text: join(service.tileDescription, service.about, ...service.covers, service.eligibility, ...service.documents, ...service.steps, service.delay, service.notice),
    }),
  ),
  ...faq.map(
    (entry): SearchDocument => ({
      type: 'faq',
      title: entry.question,
      url: anchor(paths.help, entry.id),
      text: { fr: blocksText(entry.answer.fr), en: blocksText(entry.answer.en) },
    }),
  ),
  ...pointsOfInterest.flatMap((category) =>
    category.items.map(
      (place): SearchDocument => ({
        type: 'place',
        title: place.name,
        url: anchor(paths.pointsOfInterest, category.id),
        text: join(place.description, place.address, place.openingDays, category.title),
      }),
    ),
  ),
  ...directory.flatMap((category) =>
    category.entries.map(
      (entry): SearchDocument => ({
        type: 'directory',
        title: entry.name,
        url: paths.pointsOfInterest,
        text: join(entry.slogan, entry.address, entry.contact, same(entry.phone), category.title),
      }),
    ),
  ),
  ...councillors.map(
    (member): SearchDocument => ({
      type: 'councillor',
      title: same(member.name),
      url: paths.council,
      text: member.role ? join({ fr: member.feminine ? councilRoles[member.role].frFeminine : councilRoles[member.role].fr, en: councilRoles[member.role].en }) : councillorTitle,
    }),
  ),
  ...tenders.map(
    (tender): SearchDocument => ({
      type: 'tender',
      title: tender.title,
      url: paths.tenders,
      text: join(same(tender.reference), tenderCategoryLabels[tender.category], tender.description),
    }),
  ),
];
