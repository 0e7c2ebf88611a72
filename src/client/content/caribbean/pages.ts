import { contentCollection } from '../lazy';
import type { ContentPage } from '../types';

/** /caribbean-focus (caribbean-focus.ts), /caribbean-focus/banking and /caribbean-focus/solutions. */
export const caribbeanPages = contentCollection(import.meta.glob<ContentPage>('./pages/*.ts', { import: 'default' }));
