/**
 * Courses and events as search documents (probe 57, F6: neither was ever found). Each says what its
 * public page says, and nothing else: a course's title, description, level, duration, format and
 * syllabus (never its download link, materials, playlist or price); an event's title, day and time,
 * place and description (never its join link). Which ones are searchable is what the site shows:
 * - a course while it is not archived (withdrawn): its page, /courses/{id}, is a 404 after that;
 * - every event: /community/events lists those coming up (and running) and, below them, the past
 *   ones, so a past event is found too. An event has no page of its own; its result leads to its
 *   card on that page (`#event-{id}`). Keeping every event also means no row goes stale as time
 *   passes: the index changes only when an event is written.
 */
import { asc, isNull } from 'drizzle-orm';
import { formatEventSpan } from '../../shared/format';
import type { Course } from '../../shared/schemas/courses';
import { eventAnchor, type EventRecord } from '../../shared/schemas/events';
import type { DbOrTx } from '../db/client';
import { courses, events } from '../db/schema';
import { eventColumns } from '../services/events';
import type { SearchDocument } from './documents';
import { markdownToText } from './markdown-text';

/** What a course's search entry is made of: what its page shows. */
export type CourseForSearch = Pick<Course, 'id' | 'title' | 'description' | 'level' | 'duration' | 'format' | 'syllabus'>;

/** What an event's search entry is made of: what its card shows. */
export type EventForSearch = Pick<
  EventRecord,
  'id' | 'title' | 'description' | 'date' | 'time' | 'endDate' | 'endTime' | 'location' | 'isVirtual'
>;

export const courseSource = (id: number) => `courses/${id}`;
export const eventSource = (id: number) => `events/${id}`;

/** The event's card on the events page (event-list.tsx gives each card its anchor). */
export const eventUrl = (id: number) => `/community/events#${eventAnchor(id)}`;

/**
 * A passage joins the text's lines with spaces: each part (a fact line, a syllabus point) ends as a
 * sentence, or the next ran on from it ("… no real place) A friendly evening").
 */
const sentence = (text: string) => (/[.!?…:;]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

export function courseDocument(course: CourseForSearch): SearchDocument {
  const facts = [course.level, course.duration, course.format].filter(Boolean).join(' · ');
  return {
    source: courseSource(course.id),
    kind: 'course',
    title: course.title,
    url: `/courses/${course.id}`,
    text: [course.description, facts, ...markdownToText(course.syllabus).split(/\n+/)]
      .filter((part) => part.trim())
      .map(sentence)
      .join('\n'),
  };
}

export function eventDocument(event: EventForSearch): SearchDocument {
  // When and where first: a result found by its title shows them as its passage.
  const where = event.isVirtual ? `${event.location} · Virtual event` : event.location;
  return {
    source: eventSource(event.id),
    kind: 'event',
    title: event.title,
    url: eventUrl(event.id),
    text: `${formatEventSpan(event)} (Dominica time) · ${sentence(where)}\n\n${event.description}`,
  };
}

/** Start-up: every course and event the site shows, as documents. */
export async function listingDocuments(db: DbOrTx): Promise<SearchDocument[]> {
  const { id, title, description, level, duration, format, syllabus } = courses;
  const visibleCourses = await db
    .select({ id, title, description, level, duration, format, syllabus })
    .from(courses)
    .where(isNull(courses.archivedAt))
    .orderBy(asc(courses.id));
  const allEvents = await db.select(eventColumns).from(events).orderBy(asc(events.id));
  return [...visibleCourses.map(courseDocument), ...allEvents.map(eventDocument)];
}
