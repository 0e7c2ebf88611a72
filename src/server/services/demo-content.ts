/**
 * Seeded sample content (issue 28): whether any remains (the site then says so on every page),
 * what it is, and its removal in one transaction. Only rows still marked demo are touched: a row
 * an admin has edited so that it no longer says it is a sample is theirs (demo=false, sample-marks.ts)
 * and stays.
 */
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DemoContent, DemoRemovalResult } from '../../shared/schemas/launch';
import type { Db, DbOrTx } from '../db/client';
import { blogPosts, courses, enrollments, events } from '../db/schema';
import { newsSource, updateSearchIndex } from '../search/index-documents';
import { courseSource, eventSource } from '../search/listing-documents';
import { recordAudit } from './audit';

/** One statement: any live sample course, event or article. Archived courses are off the site. */
export async function hasDemoContent(db: Pick<Db, 'select'>): Promise<boolean> {
  const [row] = await db
    .select({
      any: sql<boolean>`(exists (select 1 from ${courses} where ${courses.demo} and ${courses.archivedAt} is null)
        or exists (select 1 from ${events} where ${events.demo})
        or exists (select 1 from ${blogPosts} where ${blogPosts.demo}))`,
    })
    .from(sql`(values (1)) as one (x)`);
  return Boolean(row?.any);
}

export async function listDemoContent(db: DbOrTx): Promise<DemoContent> {
  const [c, e, p] = await Promise.all([
    db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(and(eq(courses.demo, true), isNull(courses.archivedAt)))
      .orderBy(asc(courses.id)),
    db.select({ id: events.id, title: events.title }).from(events).where(eq(events.demo, true)).orderBy(asc(events.id)),
    db.select({ id: blogPosts.id, title: blogPosts.title }).from(blogPosts).where(eq(blogPosts.demo, true)).orderBy(asc(blogPosts.id)),
  ]);
  return { courses: c, events: e, posts: p };
}

/**
 * Removes every sample course, event and article, audited, inside the caller's transaction.
 * A sample course with enrollments is archived, as DELETE /api/courses/{id} does
 * (docs/decisions/2026-11-22-course-deletion-archives.md), so no learner loses their record.
 */
export async function removeDemoContent(tx: DbOrTx, actorId: number): Promise<DemoRemovalResult> {
  // Locked until commit: an edit (which makes a row an admin's) or an enrollment waits for this.
  const demoCourses = await tx
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.demo, true), isNull(courses.archivedAt)))
    .orderBy(asc(courses.id))
    .for('update');
  const ids = demoCourses.map((c) => c.id);
  const withEnrollments =
    ids.length === 0
      ? []
      : await tx
          .select({ courseId: enrollments.courseId, n: count() })
          .from(enrollments)
          .where(inArray(enrollments.courseId, ids))
          .groupBy(enrollments.courseId);
  const enrolled = new Map(withEnrollments.map((r) => [r.courseId, r.n]));
  const toArchive = ids.filter((id) => enrolled.has(id));
  const toDelete = ids.filter((id) => !enrolled.has(id));
  if (toArchive.length > 0) await tx.update(courses).set({ archivedAt: new Date() }).where(inArray(courses.id, toArchive));
  if (toDelete.length > 0) await tx.delete(courses).where(inArray(courses.id, toDelete));

  const removedEvents = await tx.delete(events).where(eq(events.demo, true)).returning({ id: events.id, title: events.title });
  const removedPosts = await tx
    .delete(blogPosts)
    .where(eq(blogPosts.demo, true))
    .returning({ id: blogPosts.id, slug: blogPosts.slug, title: blogPosts.title });
  // Off the site, so out of search: one change to the index (and one vocabulary rebuild) for all of them.
  await updateSearchIndex(tx, {
    remove: [...ids.map(courseSource), ...removedEvents.map((e) => eventSource(e.id)), ...removedPosts.map((p) => newsSource(p.id))],
  });

  const result: DemoRemovalResult = {
    deletedCourses: toDelete.length,
    archivedCourses: toArchive.length,
    events: removedEvents.length,
    posts: removedPosts.length,
  };
  await recordAudit(tx, {
    actorId,
    action: 'demo.remove',
    targetType: 'demo_content',
    summary: {
      ...result,
      courses: demoCourses.map((c) => ({ id: c.id, title: c.title, outcome: enrolled.has(c.id) ? 'archived' : 'deleted' })),
      eventTitles: removedEvents.map((e) => e.title),
      postSlugs: removedPosts.map((p) => p.slug),
    },
  });
  return result;
}
