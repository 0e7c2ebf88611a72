import { island } from '../../islands/island';

export const ThemeToggle = island('theme-toggle');
export const MobileMenu = island('mobile-menu');
export const AccountMenu = island('account-menu');
export const Toaster = island('toaster');
