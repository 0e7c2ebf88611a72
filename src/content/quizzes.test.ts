/**
 * The lesson quizzes (issue 26, item 4): every lesson has 3 to 5 questions, each with one correct
 * option among distinct options and an explanation that points back to the lesson's own text.
 */
import { describe, expect, it } from 'vitest';
import { contentCollections, parseContentFile } from './index';
import { TRACKS } from './tracks';
import { collectionNames } from './schema';
import { PROGRESS_COLLECTIONS } from '../shared/schemas/progress';

const lessons = contentCollections.lessons;

describe('lesson quizzes', () => {
  it('every lesson has 3 to 5 questions', () => {
    expect(lessons.length).toBeGreaterThan(0);
    for (const lesson of lessons) {
      expect(lesson.meta.quiz.length, lesson.slug).toBeGreaterThanOrEqual(3);
      expect(lesson.meta.quiz.length, lesson.slug).toBeLessThanOrEqual(5);
    }
  });

  it('each question has exactly one correct option among distinct options, and an explanation', () => {
    for (const lesson of lessons) {
      const questions = lesson.meta.quiz.map((q) => q.question);
      expect(new Set(questions).size, lesson.slug).toBe(questions.length);
      for (const q of lesson.meta.quiz) {
        const where = `${lesson.slug}: ${q.question}`;
        expect(new Set(q.options).size, where).toBe(q.options.length);
        expect(q.options.length, where).toBeGreaterThanOrEqual(2);
        // `answer` is one index: exactly one option is the correct one, and it exists.
        expect(Number.isInteger(q.answer) && q.answer >= 0 && q.answer < q.options.length, where).toBe(true);
        expect(q.explanation.trim().length, where).toBeGreaterThanOrEqual(20);
      }
    }
  });

  it("each explanation points back to the lesson: a quoted heading of the lesson, or the lesson's own words", () => {
    for (const lesson of lessons) {
      const headings = [...lesson.markdown.matchAll(/^#{2,3} (.+)$/gm)].map((m) => m[1]!.replace(/[*_]/g, '').trim().toLowerCase());
      const plain = lesson.markdown.toLowerCase().replace(/[*_]/g, '');
      for (const q of lesson.meta.quiz) {
        const quoted = [...q.explanation.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.toLowerCase());
        const pointsToHeading = quoted.some((quote) => headings.some((h) => h.startsWith(quote.replace(/\.\.\.$/, '').replace(/…$/, ''))));
        const answer = q.options[q.answer]!.toLowerCase().replace(/\.$/, '');
        // Without a heading, the correct answer's key words must be in the lesson itself.
        const words = answer.split(/\W+/).filter((w) => w.length > 5);
        const answerInLesson = words.filter((w) => plain.includes(w)).length >= Math.ceil(words.length / 2);
        expect(pointsToHeading || answerInLesson, `${lesson.slug}: ${q.question}`).toBe(true);
      }
    }
  });

  it('refuses a lesson without a quiz, with too few questions, or an answer outside its options', () => {
    const file = (quiz: string) => `---
title: A lesson
description: A lesson about something, long enough to be a card.
level: Beginner
duration: 25 min
order: 1
reviewed: 2026-11-23
sources:
  - title: Financial Services Unit
    url: https://fsu.gov.dm/
    publisher: Financial Services Unit, Commonwealth of Dominica
    official: true
    date: 2026-11
${quiz}---

Body text.
`;
    const question = (answer: number) =>
      `  - question: What is this?\n    options: [One, Two]\n    answer: ${answer}\n    explanation: The lesson says what this is, in its body.\n`;
    expect(() => parseContentFile('lessons', 'a.md', file(''))).toThrow(/quiz/);
    expect(() => parseContentFile('lessons', 'a.md', file(`quiz:\n${question(0)}${question(1)}`))).toThrow(/quiz/);
    expect(() => parseContentFile('lessons', 'a.md', file(`quiz:\n${question(0)}${question(1)}${question(2)}`))).toThrow(/quiz/);
    expect(parseContentFile('lessons', 'a.md', file(`quiz:\n${question(0)}${question(1)}${question(1)}`)).meta.quiz).toHaveLength(3);
  });
});

describe('tracks', () => {
  it('each track is one collection with a "Mark as done", and ids are unique', () => {
    expect(new Set(TRACKS.map((t) => t.id)).size).toBe(TRACKS.length);
    for (const track of TRACKS) {
      expect(PROGRESS_COLLECTIONS).toContain(track.collection);
      expect(collectionNames).toContain(track.collection);
      expect(contentCollections[track.collection].length, track.id).toBeGreaterThan(0);
    }
  });
});
