/** `GET /api/events/{id}/calendar.ics`: not JSON, so a plain route beside the OpenAPI mapping. */
import type { Request, Response } from 'express';
import { idSchema } from '../../shared/schemas/common';
import type { Db } from '../db/client';
import { eventToIcs, getEvent } from '../services/events';

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
    const ics = eventToIcs(event, { host: new URL(siteUrl).hostname, siteUrl });
    res
      .status(200)
      .type('text/calendar; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="event-${event.id}.ics"`)
      .send(ics);
  };
}
