/** A course inserted straight into a test database: what a test needs to enroll in (and nothing the admin form checks). */
import type { Db } from '../src/server/db/client';
import { courses } from '../src/server/db/schema';

let made = 0;

export async function insertCourse(db: Db, values: { title?: string; price?: number } = {}): Promise<number> {
  made += 1;
  const [row] = await db
    .insert(courses)
    .values({
      title: values.title ?? `Test course ${made}`,
      description: 'A course made by a test.',
      level: 'Beginner',
      duration: '1 week',
      price: values.price ?? 4999,
      downloadUrl: 'https://m.example.com/course.zip',
    })
    .returning({ id: courses.id });
  return row!.id;
}
