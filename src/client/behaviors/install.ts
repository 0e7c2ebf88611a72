/**
 * The page's small behaviours that need no React: the theme switch, the phone menu, tabs, the
 * phone menu's logout and the F8 hotkey of the notifications. Installed once per page by both entries, by event delegation on the
 * document, so they also work on elements React renders later in the whole app.
 */
import { showFlashedToast } from '../components/toast/toast-store';
import { installDisclosureMenus } from './disclosure-menu';
import { installLogoutButtons } from './logout';
import { installLowData } from './low-data';
import { installOffline } from './offline';
import { installOfflineIndicator } from './offline-indicator';
import { installPageSize } from './page-size';
import { installProfileCopy } from './offline-enrollments';
import { installProgress } from './progress';
import { installSavedPages } from './saved-pages';
import { installShare } from './share';
import { installTabs } from './tabs';
import { installThemeSwitch } from './theme-switch';
import { installToastHotkey } from './toast-hotkey';

export function installBehaviors(root: Document = document) {
  installThemeSwitch(root);
  installDisclosureMenus(root);
  installTabs(root);
  installLogoutButtons(root);
  installToastHotkey(root);
  installLowData(root);
  installPageSize(root);
  installOffline(root);
  installOfflineIndicator(root);
  installSavedPages(root);
  installShare(root);
  installProfileCopy(root);
  installProgress(root);
  // A toast left by the previous page (e.g. 'Logged out'): shown by the toaster island.
  showFlashedToast();
}
