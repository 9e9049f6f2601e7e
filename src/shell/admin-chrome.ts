import { getLanguage, setLanguage } from '../core/store';
import { isContentPath, otherLanguage, type AdminState, type ViewActions } from './views';

/**
 * The admin frame's own state — the small-screen sidebar and its Content group — and the
 * actions its controls call. It lives here rather than in the router, which only routes; the
 * frame asks for a redraw when its state changes.
 */
export class AdminChrome {
  readonly state: AdminState = { sidebarOpen: false, contentOpen: false };
  readonly actions: ViewActions;

  constructor(root: HTMLElement, redraw: () => void) {
    this.actions = {
      toggleSidebar: () => {
        this.state.sidebarOpen = !this.state.sidebarOpen;
        redraw();
      },
      toggleContent: () => {
        this.state.contentOpen = !this.state.contentOpen;
        redraw();
      },
      switchLanguage: () => setLanguage(otherLanguage(getLanguage())),
      adminKeydown: (event) => {
        if (event.key !== 'Escape' || !this.state.sidebarOpen) return;
        this.state.sidebarOpen = false;
        redraw();
        root.querySelector<HTMLElement>('.admin-bar__menu')?.focus();
      },
    };
  }

  /** A new page is shown: the small-screen sidebar closes, and the Content group opens for its pages. */
  arrive(path: string): void {
    this.state.sidebarOpen = false;
    if (isContentPath(path)) this.state.contentOpen = true;
  }
}
