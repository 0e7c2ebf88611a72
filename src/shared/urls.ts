/** Only http(s) links are rendered as links. (Here, not with the zod schemas, so pages can use it without loading zod.) */
export function isSafeHttpUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test(value);
}
