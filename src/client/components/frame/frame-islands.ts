import { island } from '../../islands/island';

export const AccountMenu = island('account-menu');
export const Toaster = island('toaster');
