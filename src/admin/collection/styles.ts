import collectionCss from './CollectionScreen.css?inline';
import historyCss from './History.css?inline';

/** The collection screens' CSS, after the admin kit's: `css: [adminKitCss, collectionScreenCss]`. */
export const collectionScreenCss = [collectionCss, historyCss].join('\n');
