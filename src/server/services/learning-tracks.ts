/**
 * Which pages make each track (src/content/tracks.ts) and what counts as a page that can be
 * marked done: the real content files, so an unknown collection or slug is refused as a 404.
 */
import { TRPCError } from '@trpc/server';
import { contentCollections, findContentPage, type ContentRecord } from '../../content';
import { findTrack, TRACKS, type TrackDefinition } from '../../content/tracks';
import { PROGRESS_COLLECTIONS, type ProgressCollection, type QuizQuestion, type Track } from '../../shared/schemas/progress';

export function isProgressCollection(value: string): value is ProgressCollection {
  return (PROGRESS_COLLECTIONS as readonly string[]).includes(value);
}

/** The page, or undefined when the collection has no "Mark as done" or the slug is not a written page. */
export function findTrackablePage(collection: string, slug: string): ContentRecord | undefined {
  return isProgressCollection(collection) ? findContentPage(collection, slug) : undefined;
}

export function assertTrackablePage(collection: string, slug: string): ContentRecord {
  const page = findTrackablePage(collection, slug);
  if (!page) throw new TRPCError({ code: 'NOT_FOUND', message: 'Page not found.' });
  return page;
}

/** A lesson's quiz questions, or undefined (not a lesson). */
export function lessonQuiz(slug: string): QuizQuestion[] | undefined {
  return findContentPage('lessons', slug)?.meta.quiz;
}

function pagesOf(track: TrackDefinition): ContentRecord[] {
  return contentCollections[track.collection] as ContentRecord[];
}

export function describeTrack(track: TrackDefinition): Track {
  return {
    id: track.id,
    title: track.title,
    description: track.description,
    collection: track.collection,
    items: pagesOf(track).map((page) => ({
      collection: page.collection,
      slug: page.slug,
      title: page.title,
      url: page.url,
      quiz: track.collection === 'lessons',
    })),
  };
}

export const allTracks = (): Track[] => TRACKS.map(describeTrack);

export function assertTrack(id: string): TrackDefinition {
  const track = findTrack(id);
  if (!track) throw new TRPCError({ code: 'NOT_FOUND', message: 'Track not found.' });
  return track;
}

/** Grades answers against a quiz: passed only when every question is answered correctly. */
export function gradeQuiz(questions: QuizQuestion[], answers: readonly number[]) {
  const correct = questions.map((question, index) => answers[index] === question.answer);
  return { correct, passed: answers.length === questions.length && correct.every(Boolean) };
}

/** What is still missing for a track, given what the learner finished and passed. */
export function missingForTrack(track: TrackDefinition, done: ReadonlySet<string>, passed: ReadonlySet<string>): string[] {
  return describeTrack(track).items.flatMap((item) => [
    ...(done.has(`${item.collection}/${item.slug}`) ? [] : [`${item.title}: not marked done`]),
    ...(item.quiz && !passed.has(item.slug) ? [`${item.title}: quiz not passed`] : []),
  ]);
}
