import '../widgets/help/help.element';

export { setLanguage, getLanguage } from '../core/store';
