/**
 * RFC 8058 one-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` as a form to
 * the URL in the List-Unsubscribe header. The token in the URL is the capability, so this is the
 * one state-changing route that accepts a non-JSON body (it changes nothing but that address's
 * subscription).
 */
import type { Request, Response } from 'express';
import { newsletterUnsubscribeSchema } from '../../shared/schemas/subscribers';
import type { Db } from '../db/client';
import { unsubscribeByToken } from '../services/subscribers';

export function oneClickUnsubscribeHandler(db: Db) {
  return async (req: Request, res: Response) => {
    const parsed = newsletterUnsubscribeSchema.safeParse({ token: req.query.token });
    if (!parsed.success) {
      res.status(400).json({ message: 'This unsubscribe link is not valid.', code: 'BAD_REQUEST' });
      return;
    }
    const ok = await unsubscribeByToken(db, parsed.data.token);
    if (!ok) {
      res.status(404).json({ message: 'This unsubscribe link is not valid.', code: 'NOT_FOUND' });
      return;
    }
    res.status(200).json({ success: true });
  };
}
