import type { CommunityPost } from '../types';

const page: CommunityPost = {
  slug: "crypto-taxation-dominica",
  date: "2026-11-10",
  title: "Crypto and Tax in Dominica: Keep Records First",
  description: "Why good records matter more than any rule of thumb, and who to ask about how your crypto is taxed.",
  lastReviewed: "2026-11-22",
  body: `People often ask whether they must pay tax on crypto in Dominica. The honest answer is that it **depends on your circumstances**, and we cannot give tax advice. What we can say is what every person who buys or sells crypto should do.

## Keep records from day one

For every purchase, sale, payment or transfer, note the date, the amount of crypto, its value in EC or US dollars at the time, the fees and the platform. Keep exchange statements and transaction IDs. Note where the money you used came from.

## Why it matters

Tax treatment can depend on whether an activity is a business, how often you trade, and how long you held an asset. Records let a qualified adviser answer those questions, and let you explain deposits to your bank.

## Who decides

Tax matters in Dominica are administered by the **Inland Revenue Division**. Rules can change. For your situation, speak to a qualified tax adviser or accountant, and keep their advice with your records.

## What to avoid

Do not rely on social media posts claiming crypto is "tax-free" or "always taxed". Both claims are too simple.`,
};

export default page;
