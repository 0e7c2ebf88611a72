import type { CommunityPost } from '../types';

const page: CommunityPost = {
  slug: 'virtual-asset-business-act-breakdown',
  date: '2026-07-12',
  title: 'The Virtual Asset Business Act in Five Questions',
  description: "Five common questions about Dominica's Virtual Asset Business Act, 2022, answered in plain language.",
  lastReviewed: '2026-11-22',
  body: `Dominica's **Virtual Asset Business Act, 2022** (Act 1 of 2022) is often misunderstood. Some people think it bans crypto. Others think any business that mentions Dominica must be "licensed" and therefore safe. Neither is right.

This post answers the five questions we hear most, in plain language, and then gives you a checklist for checking a business before you trust it with money. It is a general overview only. For the exact wording, read the Act itself (our [legal page](/legal) has a fuller summary) and contact the **Financial Services Unit (FSU)**, which administers it.

## First, two terms

- **Virtual asset**: in plain language, a digital form of value that can be traded or transferred online, such as bitcoin or a stablecoin. The Act has its own precise definition, and that definition is what counts legally.
- **Virtual asset business**: in plain language, a business that deals in virtual assets **for other people**, for example exchanging them for EC or US dollars, transferring them, or holding them on customers' behalf. Again, the Act sets out exactly which activities are covered.

## 1. Does the Act ban crypto?

No. The Act does not ban cryptocurrency. It sets rules for **businesses** that provide virtual asset services to others, so that those businesses are known to a regulator and have to meet certain standards. Many countries have passed laws like this, largely to reduce the risks of fraud and money laundering.

## 2. Do I need a licence to own bitcoin?

No. Buying and holding crypto for yourself is not virtual asset business. You do not need to register to keep bitcoin in your own wallet or on an exchange account in your name.

The picture changes when you start offering a service to others. If you regularly buy and sell crypto on behalf of neighbours, hold coins for friends, or act as an "agent" who takes EC dollars and sends crypto, you may be carrying on a virtual asset business. Before you do anything like that, ask the FSU or a qualified lawyer. Do not guess.

## 3. Who supervises the businesses?

The **Financial Services Unit (FSU)**. Under the Act, virtual asset businesses must register with the FSU, and the FSU supervises them. The FSU also publishes information and guidance; its official website is [fsu.gov.dm](https://fsu.gov.dm/).

The Eastern Caribbean Central Bank (ECCB), which issues the EC dollar, is a separate institution. The ECCB's DCash was a central bank digital currency pilot, not a virtual asset business registered under this Act.

## 4. What must registered businesses do?

In general terms, businesses covered by laws like this are expected to:

- **Know their customers**: check identity before opening accounts (often called KYC, "know your customer").
- **Keep records** of customers and transactions.
- **Watch for and report suspicious transactions**, as part of anti-money-laundering rules.
- **Protect customer assets** and keep them properly accounted for.
- **Keep the regulator informed** about their business and any important changes.

The exact duties, conditions and consequences for breaking the rules are set out in the Act, its regulations and FSU guidance. We do not summarise penalties or categories here, because getting them wrong could mislead you. Read the official text or ask the FSU.

## 5. How do I check a business?

Ask for its registration details and confirm them **directly with the FSU** before you send money. A logo, a certificate image or a line saying "licensed in Dominica" on a website proves nothing by itself; these are easy to fake.

## Checklist: before you use a virtual asset business

1. **Get the full legal name** of the business, not just its brand or app name.
2. **Ask for its registration details** under the Virtual Asset Business Act.
3. **Check with the FSU yourself**, using contact details from the FSU's own website, not from the business or a chat message.
4. **Compare the names.** Scammers often use names one letter different from a real company.
5. **Read the terms**: fees, how withdrawals work and how complaints are handled. Check the platform's current fee page, as fees change.
6. **Start with a small amount** and test a withdrawal back to your own account.
7. **Keep records**: receipts, transaction IDs, screenshots and messages.

## Common misunderstandings

- **"Registered means my money is guaranteed."** No. Registration means a business is known to and supervised by a regulator. It does not stop crypto prices falling, and it does not make every transaction reversible. Businesses can still fail, as the collapse of the exchange FTX in 2022 showed on a global scale.
- **"A foreign exchange must be breaking the law if it isn't registered in Dominica."** Not necessarily. Which businesses need to register depends on what they do and where. That is a legal question for the FSU or a lawyer. Either way, you should understand who you are dealing with and where they are regulated.
- **"The Act covers my taxes."** It does not deal with how your own crypto is taxed. Tax matters are for the Inland Revenue Division. See our post on [crypto and tax](/community/posts/crypto-taxation-dominica).
- **"Someone in a WhatsApp group said the FSU approved this."** Check it yourself. Scammers often name real regulators to borrow their credibility.

## What to do if you think a business is unregistered or dishonest

- Stop sending money.
- Keep every record: messages, wallet addresses, transaction IDs and receipts.
- Contact the FSU to ask about the business.
- If you have lost money, report it to the Commonwealth of Dominica Police Force and tell your bank.
- Ignore anyone offering to "recover" your crypto for a fee. See [common scams](/security/common-scams).

## Key takeaways

- The Virtual Asset Business Act, 2022 (Act 1 of 2022) regulates **businesses** that deal in virtual assets for others; it does not ban owning crypto.
- Those businesses must register with, and are supervised by, the **Financial Services Unit**.
- Always confirm a business's registration with the FSU directly.
- Registration reduces some risks but does not remove them.
- For the details, read the official text via our [legal page](/legal), and ask the FSU or a qualified lawyer about your situation.

This is general information, not legal advice.`,
};

export default page;
