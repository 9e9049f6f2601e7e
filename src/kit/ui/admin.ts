/*
 * The admin's UI kit (the staff area), apart from the public barrel (`./index.ts`) so public
 * pages never import it; its CSS is `adminKitCss` (`./admin-styles.ts`), which admin elements
 * add to their own `css`. The public kit (Button, TextField, Dialog, Badge…) is used alongside.
 */
export { AlertDialog, type AlertDialogProps } from './AlertDialog';
export { Breadcrumbs, type BreadcrumbItem, type BreadcrumbsProps } from './Breadcrumbs';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { errorsOf, Form, validateForm, type FormCheck, type FormProps } from './Form';
export { ImagePicker, type ImagePickerProps } from './ImagePicker';
export { checkImageFile, formatFileSize, IMAGE_TYPES, MAX_IMAGE_BYTES, type ImageRefusal } from './image-file';
export { Menu, type MenuItemSpec, type MenuProps } from './Menu';
export { Select, type SelectOption, type SelectProps } from './Select';
export { Sheet, type SheetProps } from './Sheet';
export { StatCard, type StatCardProps } from './StatCard';
export { Table, type SortDescriptor, type TableColumn, type TableProps } from './Table';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { sortRows, type SortDirection, type SortValue } from './table-sort';
export { adminMessages } from './admin-messages';
