import { defineWidget } from '../../kit/define-widget';
import css from './Service.css?inline';
import { Service } from './Service';
import { serviceContract } from './service.contract';

/**
 * One municipal service explained to the resident who has to come to the town hall: the
 * commune’s eight service pages are this element, and a partner (a school, a health centre, a
 * regional portal) can embed the one its visitors need — the birth certificate for a maternity.
 *
 * It shows, with section headings from `heading-level`: what the service is and what it covers,
 * who can apply, the documents to bring (a checklist), the steps in order, then the cost (in
 * FCFA, or free), the time it takes, and where and when: the office, its address, a phone
 * (`tel:`) and email (`mailto:`) link and the opening hours. It ends with links to the other
 * services. It has no heading of its own: the host page names the service (its h1).
 *
 * @tag commune-service
 * @summary One municipal service’s page: documents, steps, cost, time frame, office and hours.
 *
 * @attr {'administrative' | 'technical' | 'tax' | 'bills' | 'licenses' | 'stamp' | 'birth-certificate' | 'marriage'} service - Which service to show; `administrative` by default. Another value warns and shows the default.
 * @attr {number} heading-level - 2 (default) to 6: the level of the section headings.
 *
 * @csspart details - The main column: what it is, who can apply, documents and steps.
 * @csspart facts - The box with the cost, the time frame, and where and when.
 * @csspart other-services - The links to the other services at the end.
 *
 * @cssprop [--commune-service-facts-background=var(--commune-color-surface-alt)] - Background of the cost, time frame and office box.
 * @cssprop [--commune-service-step-color=var(--commune-color-primary)] - Background of the step numbers.
 * @cssprop [--commune-color-primary=#0b5d37] - Headings’ accents, step numbers and links.
 */
export const CommuneServiceElement = defineWidget(serviceContract.tag, Service, { ...serviceContract, css: [css] });
