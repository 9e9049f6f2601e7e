import { defineWidget } from '../../kit/define-widget';
import css from './Toaster.css?inline';
import { Toaster } from './Toaster';
import { toasterContract } from './toaster.contract';

/**
 * The page’s notification region. `toast.success()`, `toast.error()`… append one to
 * `document.body` the first time they are called; place one yourself only to pick a corner.
 *
 * @tag commune-toaster
 * @summary Shows toasts three at a time (the others wait), 4 s each, dismissed by swipe, close button or timer.
 * @attr {'bottom-right' | 'bottom-left' | 'top-right' | 'top-left'} position - The corner where toasts appear. Default `bottom-right`.
 * @csspart region - The landmark region (“Notifications”), focused by Alt+T.
 * @csspart toast - One toast.
 * @csspart close-button - The close button of a toast.
 * @cssprop [--commune-toaster-width=356px] - Width of the toasts on screens wider than 30rem.
 * @cssprop [--commune-toaster-offset=32px] - Distance of the region from the viewport’s edges on screens wider than 30rem.
 * @cssprop [--commune-toaster-gap=14px] - Space between toasts.
 * @cssprop [--commune-toaster-z-index=9000] - Stacking order of the region above the page.
 * @cssprop --commune-color-success - Accent of success toasts; likewise `--commune-color-info`, `--commune-color-warning`, `--commune-color-danger`.
 */
export const CommuneToaster = defineWidget(toasterContract.tag, Toaster, { ...toasterContract, css: [css] });
