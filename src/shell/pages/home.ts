import { html } from 'lit-html';
import { paths } from '../../content/site-map';
import { definePage } from '../page';

/**
 * The home page, SPEC §2, sections in order: hero with the welcome heading and the search box,
 * services, investment opportunities, programmes and priorities, Flash Info, upcoming events,
 * the mayor, the partners (the footer follows on every page). Every element arrives rendered by
 * the server, the hero's heading and lead included: they are the first screen's largest paint.
 */
export default definePage({
  path: paths.home,
  view: () => html`<commune-hero></commune-hero>
    <commune-services></commune-services>
    <commune-investment variant="home"></commune-investment>
    <commune-programmes></commune-programmes>
    <commune-flash-info></commune-flash-info>
    <commune-events variant="compact" limit="5"></commune-events>
    <commune-mayor variant="home"></commune-mayor>
    <commune-partners></commune-partners>`,
});
