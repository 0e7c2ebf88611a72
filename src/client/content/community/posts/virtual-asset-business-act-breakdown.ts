import type { CommunityPost } from '../types';

const page: CommunityPost = {
  slug: "virtual-asset-business-act-breakdown",
  date: "2026-07-12",
  title: "The Virtual Asset Business Act in Five Questions",
  description: "Five common questions about Dominica's Virtual Asset Business Act, 2022, answered in plain language.",
  lastReviewed: "2026-11-22",
  body: `Dominica's **Virtual Asset Business Act, 2022** (Act 1 of 2022) is often misunderstood. Here are the questions we hear most.

## 1. Does it ban crypto?

No. It sets rules for **businesses** that deal in virtual assets for other people.

## 2. Do I need a licence to own bitcoin?

No. Buying and holding crypto for yourself is not virtual asset business. Running a service that exchanges, transfers or holds crypto for others is.

## 3. Who supervises the businesses?

The **Financial Services Unit (FSU)**, which registers and supervises virtual asset businesses.

## 4. What must registered businesses do?

In general terms: verify customers, keep records, report suspicious transactions, protect customer assets and keep the regulator informed.

## 5. How do I check a business?

Ask for its registration details and confirm them with the FSU before you send money. Claims of being "licensed in Dominica" should be checked, not trusted.

Our [Legal page](/legal) has a fuller summary and a link to the official text. This is general information, not legal advice.`,
};

export default page;
