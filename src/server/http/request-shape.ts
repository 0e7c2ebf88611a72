/**
 * Refuses, with a 400 and a plain message, request bodies and tRPC inputs no form or script of ours
 * sends and that would otherwise fail deep inside (a 500): a NUL character or a lone UTF-16
 * surrogate anywhere (PostgreSQL text cannot hold the first, its JSON refuses the second), and
 * JSON nested deeper than LIMITS.maxJsonDepth (validators and serialisers recurse, and 5,000
 * levels overflow the stack), or with more fields than LIMITS allows (each is checked, and a schema
 * names unknown ones back). A NUL in the address is refused earlier, for every path
 * (cache-key.ts). JSON bodies are parsed once here (body-parser, the same
 * size limit) and handed to tRPC and the REST layer, which both use a parsed `req.body`.
 */
import { isUtf8 } from 'node:buffer';
import express, { type NextFunction, type Request, type Response } from 'express';
import { LIMITS } from '../../shared/constants';
import { LONE_SURROGATE } from '../../shared/schemas/common';

function badRequest(res: Response, message: string) {
  res.status(400).json({ message, code: 'BAD_REQUEST' });
}

export const NUL_MESSAGE = 'The request contains a NUL character, which no field accepts.';
const UNICODE_MESSAGE = 'The request contains text that is not valid Unicode (a lone surrogate).';

function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(value)) return UNICODE_MESSAGE;
  return null;
}
const DEPTH_MESSAGE = 'The request body is nested too deeply.';
const KEYS_MESSAGE = 'The request body has too many fields.';

/**
 * Walks a parsed JSON value without recursion (so depth itself cannot overflow the stack) and
 * says what is wrong with it, if anything.
 */
export function jsonShapeProblem(value: unknown, maxDepth = LIMITS.maxJsonDepth): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  let keys = 0;
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return problem;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxDepth) return DEPTH_MESSAGE;
    if (Array.isArray(current)) {
      for (const child of current) stack.push([child, depth + 1]);
      continue;
    }
    const names = Object.keys(current);
    keys += names.length;
    if (names.length > LIMITS.maxJsonObjectKeys || keys > LIMITS.maxJsonKeys) return KEYS_MESSAGE;
    for (const key of names) {
      const problem = textProblem(key);
      if (problem) return problem;
      stack.push([(current as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return null;
}

const NOT_UTF8 = 'encoding.not-utf8';
const parseJson = express.json({
  limit: LIMITS.maxBodyBytes,
  strict: false,
  type: ['application/json', 'application/*+json'],
  // A body that is not UTF-8 (PowerShell 5.1 sends ISO-8859-1 unless told) was decoded with U+FFFD in
  // place of each accented letter, and "Jos� Mart�nez" was stored and printed on certificates (probe 67, F3).
  verify: (_req, _res, body, encoding) => {
    if (encoding === 'utf-8' && !isUtf8(body)) throw Object.assign(new Error('not UTF-8'), { type: NOT_UTF8 });
  },
});

export function requestShapeGuard() {
  return (req: Request, res: Response, next: NextFunction) => {
    // tRPC reads carry their input as JSON in the query string.
    const input = typeof req.query.input === 'string' ? req.query.input : undefined;
    if (input !== undefined) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(input);
      } catch {
        parsed = undefined; // tRPC answers unparsable input itself
      }
      const problem = jsonShapeProblem(parsed);
      if (problem) return badRequest(res, problem);
    }
    parseJson(req, res, (err?: unknown) => {
      if (err) return sendParseError(res, err);
      const problem = req.body === undefined ? null : jsonShapeProblem(req.body);
      if (problem) return badRequest(res, problem);
      next();
    });
  };
}

function sendParseError(res: Response, err: unknown) {
  const { status = 400, type } = err as { status?: number; type?: string };
  if (status === 413) {
    res.status(413).json({ message: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' });
    return;
  }
  if (type === 'charset.unsupported') {
    res
      .status(415)
      .json({ message: 'Send the request body as UTF-8 (Content-Type: application/json; charset=utf-8).', code: 'UNSUPPORTED_MEDIA_TYPE' });
    return;
  }
  if (type === NOT_UTF8) return badRequest(res, 'The request body is not valid UTF-8: send it as UTF-8 (accented letters included).');
  badRequest(res, 'The request body is not valid JSON.');
}
