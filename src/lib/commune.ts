/**
 * Registers every commune element. Partners who need one element load its own entry instead
 * (`/lib/commune-events.js`); both share React and the language store.
 */
import '../widgets/header/header.element';
import '../widgets/footer/footer.element';
import '../widgets/events/events.element';
import '../widgets/help/help.element';

export { getLanguage, setLanguage, LANGUAGE_CHANGE_EVENT, type Lang } from '../core/store';
export { toast, type Toast, type ToastOptions, type ToastUpdate, type ToastText, type ToastType } from '../core/toast';
