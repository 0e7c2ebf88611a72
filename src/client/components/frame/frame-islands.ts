import { island } from '../../islands/island';

export const Toaster = island('toaster');
