import { contentCollection } from '../lazy';
import type { FullGuide } from './guides';

/** The guides that have full text (binance, p2p-platforms, secure-storage), one module each. */
export const fullGuides = contentCollection(import.meta.glob<FullGuide>('./full/*.ts', { import: 'default' }));
