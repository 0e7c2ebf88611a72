import { contentCollection } from '../lazy';
import type { Lesson } from '../types';

/** The 8 free lessons, one module each (cards use ./catalog, which has no bodies). */
export const lessons = contentCollection(import.meta.glob<Lesson>('./lessons/*.ts', { import: 'default' }));
