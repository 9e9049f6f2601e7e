import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage } from '../page';

/**
 * The home page, SPEC §2, sections in order: hero with the welcome heading and the search box,
 * services, investment opportunities, programmes and priorities, Flash Info, upcoming events,
 * the mayor, the partners (the footer follows on every page). The welcome heading and its lead
 * are written in the page itself and slotted into the hero, so they show before any script has
 * run and are the first screen's largest paint.
 */
export default definePage({
  path: paths.home,
  view: (ctx) => html`<commune-hero><h1 slot="heading" tabindex="-1">${ctx.heading}</h1><p slot="lead">${ctx.summary}</p></commune-hero>
    <commune-services></commune-services>
    <commune-investment variant="home"></commune-investment>
    <commune-programmes></commune-programmes>
    <commune-flash-info></commune-flash-info>
    <commune-events variant="compact" limit="5"></commune-events>
    <commune-mayor variant="home"></commune-mayor>
    <commune-partners></commune-partners>`,
});
