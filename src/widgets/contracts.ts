import type { WidgetContract } from '../core/contract';
import { toasterContract } from '../core/toast/toaster.contract';
import { eventsContract } from './events/events.contract';
import { footerContract } from './footer/footer.contract';
import { headerContract } from './header/header.contract';
import { helpContract } from './help/help.contract';

/** Every element's contract, in the order of the manifest. Add new elements here. */
export const contracts: readonly WidgetContract[] = [headerContract, footerContract, eventsContract, helpContract, toasterContract];
