import alertDialogCss from './AlertDialog.css?inline';
import breadcrumbsCss from './Breadcrumbs.css?inline';
import checkboxCss from './Checkbox.css?inline';
import formCss from './Form.css?inline';
import imagePickerCss from './ImagePicker.css?inline';
import menuCss from './Menu.css?inline';
import popoverCss from './Popover.css?inline';
import screenHeaderCss from './ScreenHeader.css?inline';
import selectCss from './Select.css?inline';
import statCardCss from './StatCard.css?inline';
import tableCss from './Table.css?inline';
import tabsCss from './Tabs.css?inline';

/**
 * The admin kit's CSS as one text, for admin elements only: `css: [adminKitCss, ownCss]`.
 * Kept out of the public kit's sheet (`uiCss`, adopted on every page of the public site); it
 * builds on it (`ui-field`, `ui-button`, `ui-overlay`), which every element already has.
 * One text, so it is one constructable sheet per page whatever the admin elements.
 */
export const adminKitCss = [popoverCss, tableCss, selectCss, checkboxCss, breadcrumbsCss, statCardCss, menuCss, alertDialogCss, imagePickerCss, formCss, screenHeaderCss, tabsCss].join('\n');
