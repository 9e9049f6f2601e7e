/** `<commune-header>` on its own: `<script type="module" src="/lib/commune-header.js">`. */
import '../widgets/header/header.element';

export { setLanguage, getLanguage } from '../core/store';
