import '../widgets/events/events.element';
export { setLanguage, getLanguage } from '../core/store';
