/** `GET /api/events/{id}/calendar.ics`: not JSON, so a plain route beside the OpenAPI mapping. */
import type { Request, Response } from 'express';
import { idSchema } from '../../shared/schemas/common';
import type { Db } from '../db/client';
import { eventToIcs, getEvent } from '../services/events';
import { readCompany } from '../services/settings';

/** A file name from the site name: lowercase letters, digits and dashes only (safe in a header). */
export function calendarFileName(siteName: string, eventId: number): string {
  const slug = siteName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug ? `${slug}-` : ''}event-${eventId}.ics`;
}

export function calendarHandler(db: Db, publicUrl: string | undefined) {
  return async (req: Request, res: Response) => {
    const id = idSchema.safeParse(req.params.id);
    if (!id.success) {
      res.status(400).json({ message: 'The event id must be a positive whole number.', code: 'BAD_REQUEST' });
      return;
    }
    const event = await getEvent(db, id.data);
    if (!event) {
      res.status(404).json({ message: 'Event not found.', code: 'NOT_FOUND' });
      return;
    }
    const siteUrl = publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    // Named after the site as the admin calls it in settings, e.g. "island-crypto-school-event-12.ics".
    const { companyName } = await readCompany(db);
    const ics = eventToIcs(event, { host: new URL(siteUrl).hostname, siteUrl, siteName: companyName });
    res
      .status(200)
      .type('text/calendar; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="${calendarFileName(companyName, event.id)}"`)
      .send(ics);
  };
}
