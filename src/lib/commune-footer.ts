import '../widgets/footer/footer.element';
export { setLanguage, getLanguage } from '../core/store';
