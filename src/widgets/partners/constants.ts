/** SPEC §9: the home page's partner carousel shows three logos at a time… */
export const PARTNERS_PER_VIEW = 3;
/** …and moves to the next three every 4 seconds, back to the first after the last group. */
export const PARTNER_INTERVAL_MS = 4000;
