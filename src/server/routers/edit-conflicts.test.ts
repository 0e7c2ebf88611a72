/**
 * Two admins, one record: a save that started from an older copy than the stored one is refused
 * (409) instead of silently writing back what that admin saw (the probe of 2026-11-29: a retracted
 * article public again, an unsubscribed address subscribed again, a new price undone).
 */
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, createAccount, signedInCaller } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { EDIT_CONFLICT_MESSAGE } from '../../shared/schemas/common';
import type { Database } from '../db/client';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Saves in one millisecond would share an `updatedAt`; people are never that quick. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

async function refusedAsConflict(save: Promise<unknown>) {
  const error = await save.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe('CONFLICT');
  expect((error as TRPCError).message).toBe(EDIT_CONFLICT_MESSAGE);
}

const course = {
  title: 'Conflict course',
  description: 'A course two admins edit at once.',
  level: 'Beginner' as const,
  duration: '4 weeks',
  price: 10000,
  downloadUrl: 'https://example.com/m.zip',
};
const post = {
  title: 'Conflict article',
  slug: `conflict-article-${Date.now()}`,
  content: 'Content long enough.',
  excerpt: 'Excerpt long enough.',
  published: true,
};
const event = {
  title: 'Conflict workshop',
  description: 'An event two admins edit at once.',
  date: '2030-06-15',
  time: '14:00',
  location: 'Roseau, Dominica',
  isVirtual: false,
};

describe('a save that changes nothing (the probe of 2026-12-01)', () => {
  it('writes nothing for a course, an article or an event: no new updatedAt, no audit row, no false conflict for the next editor', async () => {
    const { caller: first } = await signedInCaller(database.db, 'admin');
    const { caller: second } = await signedInCaller(database.db, 'admin');
    const audits = async () => (await first.admin.activity({ page: 1, pageSize: 50 })).total;

    const c = await first.courses.create({ ...course, title: 'Unchanged course' });
    const p = await first.blog.create({ ...post, slug: `unchanged-${Date.now()}` });
    const e = await first.events.create({ ...event, title: 'Unchanged workshop' });
    await tick();
    const logged = await audits();

    const sameCourse = await first.courses.update({
      ...course,
      title: 'Unchanged course',
      id: c.id,
      expectedUpdatedAt: c.updatedAt.toISOString(),
    });
    const samePost = await first.blog.update({ ...post, slug: p.slug, id: p.id, expectedUpdatedAt: p.updatedAt.toISOString() });
    const sameEvent = await first.events.update({
      ...event,
      title: 'Unchanged workshop',
      id: e.id,
      expectedUpdatedAt: e.updatedAt.toISOString(),
    });
    expect(sameCourse.updatedAt).toEqual(c.updatedAt);
    expect(samePost.updatedAt).toEqual(p.updatedAt);
    expect(sameEvent.updatedAt).toEqual(e.updatedAt);
    expect(await audits()).toBe(logged);

    // The other admin, who loaded them before those saves, saves a real change without a conflict.
    await tick();
    const changed = await second.events.update({
      ...event,
      title: 'Changed workshop',
      id: e.id,
      expectedUpdatedAt: e.updatedAt.toISOString(),
    });
    expect(changed.title).toBe('Changed workshop');
    expect(changed.updatedAt.getTime()).toBeGreaterThan(e.updatedAt.getTime());
    expect(await audits()).toBe(logged + 1);
    const coursePrice = await second.courses.update({
      ...course,
      title: 'Unchanged course',
      price: 12000,
      id: c.id,
      expectedUpdatedAt: c.updatedAt.toISOString(),
    });
    expect(coursePrice.price).toBe(12000);
  });
});

describe('a save tried again after its answer was lost (probe 68, F2)', () => {
  it('is answered with the stored record for a course, an article and an event, not a conflict blaming someone else', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const c = await admin.courses.create({ ...course, title: 'Retried course' });
    const p = await admin.blog.create({ ...post, title: 'Retried article', slug: `retried-article-${Date.now()}` });
    const e = await admin.events.create({ ...event, title: 'Retried workshop' });
    const courseSave = { ...course, title: 'Retried course', duration: '11 weeks', id: c.id, expectedUpdatedAt: c.updatedAt.toISOString() };
    const postSave = {
      ...post,
      title: 'Retried article',
      slug: p.slug,
      excerpt: 'A new excerpt, long enough.',
      id: p.id,
      expectedUpdatedAt: p.updatedAt.toISOString(),
    };
    const eventSave = { ...event, title: 'Retried workshop', time: '15:00', id: e.id, expectedUpdatedAt: e.updatedAt.toISOString() };
    // The first tries are stored; their answers never reach the admin.
    const [c1, p1, e1] = [await admin.courses.update(courseSave), await admin.blog.update(postSave), await admin.events.update(eventSave)];
    await tick();
    // The same saves again, from the copies the dialogs opened with.
    expect(await admin.courses.update(courseSave)).toMatchObject({ duration: '11 weeks', updatedAt: c1.updatedAt });
    expect(await admin.blog.update(postSave)).toMatchObject({ excerpt: 'A new excerpt, long enough.', updatedAt: p1.updatedAt });
    expect(await admin.events.update(eventSave)).toMatchObject({ time: '15:00', updatedAt: e1.updatedAt });
    // A stale copy that changes something is still refused.
    await refusedAsConflict(admin.courses.update({ ...courseSave, duration: '12 weeks' }));
  });

  it('is answered with the stored record for a user and a subscriber too; a password reset is always a change', async () => {
    const { caller: admin, account } = await signedInCaller(database.db, 'admin');
    const learner = await createAccount(database.db, 'user');
    const subscriber = await admin.subscribers.create({ email: `retried-${Date.now()}@example.com` });
    const user = (await admin.users.list({ page: 1, pageSize: 100, q: learner.username })).items[0]!;
    const userSave = {
      id: learner.id,
      username: learner.username,
      email: learner.email,
      fullName: 'Renamed Learner',
      role: 'user' as const,
      expectedUpdatedAt: user.updatedAt.toISOString(),
    };
    const subscriberSave = { id: subscriber.id, subscribed: false, expectedUpdatedAt: subscriber.updatedAt.toISOString() };
    const [u1, s1] = [await admin.users.update(userSave), await admin.subscribers.update(subscriberSave)];
    await tick();
    expect(await admin.users.update(userSave)).toMatchObject({ fullName: 'Renamed Learner', updatedAt: u1.updatedAt });
    expect(await admin.subscribers.update(subscriberSave)).toMatchObject({ subscribed: false, updatedAt: s1.updatedAt });
    await refusedAsConflict(admin.subscribers.update({ ...subscriberSave, subscribed: true }));
    await refusedAsConflict(admin.users.update({ ...userSave, fullName: 'Renamed Again' }));
    // A reset from the old copy: a new password is never "what is stored".
    await refusedAsConflict(admin.users.update({ ...userSave, password: 'a-new-password-1', currentPassword: account.password }));
  });
});

describe('an edit that started before someone else saved', () => {
  it('is refused for courses, articles, events, users and subscribers; the other admin’s change stays', async () => {
    const { caller: first } = await signedInCaller(database.db, 'admin');
    const { caller: second } = await signedInCaller(database.db, 'admin');
    const learner = await createAccount(database.db, 'user');
    const subscriber = await first.subscribers.create({ email: `conflict-${Date.now()}@example.com` });
    const loaded = {
      course: await first.courses.create(course),
      post: await first.blog.create(post),
      event: await first.events.create(event),
      user: (await first.users.list({ page: 1, pageSize: 100, q: learner.username })).items[0]!,
      subscriber: (await first.subscribers.list({ page: 1, pageSize: 100, q: subscriber.email })).items[0]!,
    };
    await tick();

    // The second admin saves first, from the same copies.
    const savedCourse = await second.courses.update({
      ...course,
      id: loaded.course.id,
      price: 15000,
      expectedUpdatedAt: loaded.course.updatedAt.toISOString(),
    });
    await second.blog.update({ ...post, id: loaded.post.id, published: false, expectedUpdatedAt: loaded.post.updatedAt.toISOString() });
    await second.events.update({
      ...event,
      id: loaded.event.id,
      date: '2030-06-20',
      expectedUpdatedAt: loaded.event.updatedAt.toISOString(),
    });
    const userFields = { username: learner.username, fullName: learner.fullName, email: learner.email, role: 'user' as const };
    await second.users.update({
      ...userFields,
      id: learner.id,
      email: `new-${learner.email}`,
      expectedUpdatedAt: loaded.user.updatedAt.toISOString(),
      // A learner's email changes only with the acting admin's own password (probe 27, F7).
      currentPassword: 'password123',
    });
    await second.subscribers.update({ id: subscriber.id, subscribed: false, expectedUpdatedAt: loaded.subscriber.updatedAt.toISOString() });
    await tick();

    // The first admin saves an unrelated field from the copies loaded before: each refused.
    await refusedAsConflict(
      first.courses.update({
        ...course,
        id: loaded.course.id,
        duration: '3 weeks',
        expectedUpdatedAt: loaded.course.updatedAt.toISOString(),
      }),
    );
    await refusedAsConflict(
      first.blog.update({
        ...post,
        id: loaded.post.id,
        excerpt: 'A fixed excerpt.',
        expectedUpdatedAt: loaded.post.updatedAt.toISOString(),
      }),
    );
    await refusedAsConflict(
      first.events.update({
        ...event,
        id: loaded.event.id,
        location: 'Portsmouth',
        expectedUpdatedAt: loaded.event.updatedAt.toISOString(),
      }),
    );
    await refusedAsConflict(
      first.users.update({ ...userFields, id: learner.id, fullName: 'Renamed', expectedUpdatedAt: loaded.user.updatedAt.toISOString() }),
    );
    await refusedAsConflict(
      first.subscribers.update({
        id: subscriber.id,
        email: `fixed-${subscriber.email}`,
        expectedUpdatedAt: loaded.subscriber.updatedAt.toISOString(),
      }),
    );

    // What the second admin saved is what is stored.
    expect((await first.courses.byId({ id: loaded.course.id })).price).toBe(15000);
    expect((await first.blog.list()).find((p) => p.id === loaded.post.id)?.published).toBe(false);
    expect((await first.events.byId({ id: loaded.event.id })).date).toBe('2030-06-20');
    expect((await first.users.list({ page: 1, pageSize: 100, q: learner.username })).items[0]).toMatchObject({
      email: `new-${learner.email}`,
      fullName: learner.fullName,
    });
    expect((await first.subscribers.list({ page: 1, pageSize: 100, q: subscriber.email })).items[0]?.subscribed).toBe(false);

    // From a fresh copy the save goes through; a script that names no copy overwrites, as before.
    await tick();
    const fresh = await first.courses.update({
      ...course,
      id: loaded.course.id,
      price: 15000,
      duration: '3 weeks',
      expectedUpdatedAt: savedCourse.updatedAt.toISOString(),
    });
    expect(fresh).toMatchObject({ price: 15000, duration: '3 weeks' });
    await tick();
    expect((await second.courses.update({ ...course, id: loaded.course.id })).duration).toBe('4 weeks');
  });

  it('refuses a copy that is not a date and time (400 at the field), never a 500', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const created = await admin.events.create(event);
    const error = await admin.events.update({ ...event, id: created.id, expectedUpdatedAt: 'yesterday' }).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect((error as TRPCError).code).toBe('BAD_REQUEST');
  });

  it('a sign-in is not an edit: an admin fixing a learner who signs in meanwhile saves without a conflict (probe 77, F8)', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const learner = await createAccount(database.db, 'user');
    const opened = (await admin.users.list({ page: 1, pageSize: 100, q: learner.username })).items[0]!;
    await tick();
    // The learner signs in on her phone while the admin's dialog is open.
    await (await callerWithSession(database.db)).caller.auth.login({ username: learner.username, password: learner.password });
    const saved = await admin.users.update({
      id: learner.id,
      username: learner.username,
      email: learner.email,
      fullName: 'Lea M. Learner',
      role: 'user',
      expectedUpdatedAt: opened.updatedAt.toISOString(),
    });
    expect(saved).toMatchObject({ fullName: 'Lea M. Learner' });
    expect(saved.lastLogin).not.toBeNull();
  });
});
