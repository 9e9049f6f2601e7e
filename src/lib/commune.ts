/**
 * Registers every commune element. Partners who need one element load its own entry instead
 * (`/lib/commune-events.js`); both share React and the language store.
 */
import '../widgets/footer/footer.element';
import '../widgets/events/events.element';

export { getLanguage, setLanguage, LANGUAGE_CHANGE_EVENT, type Lang } from '../core/store';
