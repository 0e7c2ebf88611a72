import { contentCollection } from '../lazy';
import type { ContentPage } from '../types';

/** The four security topic pages (/security/{slug}), one module each. */
export const securityPages = contentCollection(import.meta.glob<ContentPage>('./pages/*.ts', { import: 'default' }));
