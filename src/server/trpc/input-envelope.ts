/**
 * The `/trpc` input's superjson envelope, checked before superjson reads it. superjson trusts its
 * `meta`: a string where it expects a node of its tree sends it into unbounded recursion (a
 * RangeError after 5–70 ms of CPU, where a whole request takes ~1 ms), and a malformed
 * `referentialEqualities` throws a TypeError whose text reached the client. What superjson itself
 * writes always passes: `values` is a tree of `[transformation, children?]` nodes (or, at the top,
 * a record of them), a transformation is a name or a `[name, detail]` pair, and
 * `referentialEqualities` is a list of paths or a record of lists of paths.
 */
import superjson from 'superjson';

export const MALFORMED_INPUT_MESSAGE = 'The request input is not in the format this site reads.';

type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isTransformation = (value: Json) =>
  typeof value === 'string' || (Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'string'));
const isPathList = (value: Json) => Array.isArray(value) && value.every((path) => typeof path === 'string');

/** Whether `values` is a tree superjson could have written. Iterative: a deep tree cannot overflow the stack here. */
function isValueTree(values: Json): boolean {
  // The top may be a record of nodes (the input itself needs no transformation) or a node.
  const pending: Json[] = isRecord(values) ? Object.values(values) : [values];
  while (pending.length > 0) {
    const node = pending.pop();
    if (!Array.isArray(node) || node.length < 1 || node.length > 2 || !isTransformation(node[0])) return false;
    if (node.length === 2) {
      if (!isRecord(node[1])) return false;
      pending.push(...Object.values(node[1]));
    }
  }
  return true;
}

function isReferentialEqualities(value: Json): boolean {
  if (Array.isArray(value)) return value.every(isPathList);
  return isRecord(value) && Object.values(value).every(isPathList);
}

/** The envelope's `meta`, if any, is one superjson could have written. */
export function isWellFormedEnvelope(input: Json): boolean {
  if (!isRecord(input) || input.meta === undefined) return true;
  const { meta } = input;
  if (!isRecord(meta)) return false;
  if (meta.values !== undefined && !isValueTree(meta.values)) return false;
  if (meta.referentialEqualities !== undefined && !isReferentialEqualities(meta.referentialEqualities)) return false;
  return meta.v === undefined || typeof meta.v === 'number';
}

/** superjson with its input checked first (the output side is superjson's own). */
export const checkedSuperjson = {
  input: {
    serialize: (value: unknown) => superjson.serialize(value),
    deserialize: (input: Json) => {
      if (!isWellFormedEnvelope(input)) throw new Error(MALFORMED_INPUT_MESSAGE);
      // superjson's own refusals (an unknown transformation or class) read as the same sentence.
      try {
        return superjson.deserialize(input as Parameters<typeof superjson.deserialize>[0]);
      } catch {
        throw new Error(MALFORMED_INPUT_MESSAGE);
      }
    },
  },
  output: superjson,
};
