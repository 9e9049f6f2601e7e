import { html, nothing } from 'lit-html';
import { isEventCategory } from '../../content/events';
import { paths } from '../../content/site-map';
import { isMonth } from '../../shared/agenda';
import { definePage, pageIntro } from '../page';

/**
 * /events: the upcoming events, earliest first, under the page's own h1, with the filters by
 * month and category (`?month=2025-05&category=health`, a GET form that works without script)
 * and the calendar to subscribe to. Each event has its page, /events/<slug>.
 */
export default definePage({
  path: paths.events,
  query: (params) => {
    const month = params.get('month');
    const category = params.get('category');
    return { ...(isMonth(month) ? { month } : {}), ...(isEventCategory(category) ? { category } : {}) };
  },
  view: (ctx) =>
    html`${pageIntro(ctx)}<commune-events variant="full" filters month=${ctx.query?.month ?? nothing} category=${ctx.query?.category ?? nothing}></commune-events>`,
});
