/**
 * Which course a guide page suggests (spec section 4, "Guide to course matching"): matched by
 * words in the course title; any other slug, or no match, suggests the first course.
 */
const RULES: { test: (slug: string) => boolean; titleContains: string }[] = [
  { test: (s) => s === 'secure-storage', titleContains: 'Security Masterclass' },
  { test: (s) => s === 'binance' || s === 'p2p-platforms' || s === 'coinbase-caribbean', titleContains: 'Crypto Basics' },
  { test: (s) => s.startsWith('banking-'), titleContains: 'Regulatory Compliance' },
  { test: (s) => s === 'hardware-wallets', titleContains: 'Secure Crypto Wallets' },
];

export function suggestCourseForGuide<T extends { title: string }>(slug: string, courses: readonly T[]): T | null {
  if (courses.length === 0) return null;
  const rule = RULES.find((r) => r.test(slug));
  const match = rule ? courses.find((c) => c.title.includes(rule.titleContains)) : undefined;
  return match ?? courses[0] ?? null;
}
