import type { CommunityPost } from '../types';

const page: CommunityPost = {
  slug: 'crypto-adoption-dominica',
  date: '2026-06-14',
  title: 'Crypto Adoption in Dominica: Curiosity, Caution and Questions',
  description: 'What people in Dominica are asking about crypto, and why learning before buying matters on a small island.',
  lastReviewed: '2026-11-22',
  body: `Interest in cryptocurrency in Dominica comes from many directions. Young people hear about it online. Families receive money from relatives abroad and wonder if there is a cheaper way. Small businesses are asked by visitors whether they accept crypto. And many people are approached by a friend, a cousin or a stranger in a WhatsApp group with an "investment opportunity".

This post collects the questions we hear most often, explains why learning comes before buying, and gives you a simple path to start.

## Where the interest comes from

- **Remittances.** Many Dominican families rely on money sent from the United States, the United Kingdom, Canada and other islands. Transfer fees and waiting times make people curious about alternatives.
- **Online work and shopping.** Freelancers paid by foreign clients, and shoppers whose cards are declined on foreign sites, look for other ways to pay and be paid.
- **Social media.** Videos of people "getting rich" from crypto are everywhere. They rarely show the people who lost money.
- **Word of mouth.** On a small island, one person's story, good or bad, reaches a whole village quickly.

## What people ask us

**Is it legal?** Owning crypto for yourself is not banned in Dominica. Businesses that exchange, transfer or hold crypto for other people fall under the **Virtual Asset Business Act, 2022** (Act 1 of 2022), which is administered by the Financial Services Unit (FSU). Our [legal page](/legal) explains more.

**Is it safe?** The underlying technology has held up well. People lose money in other ways: scams, mistakes such as sending to the wrong address, losing their recovery phrase, and sharp price falls. Crypto transactions generally cannot be reversed, so there is no bank to call for a refund.

**Can I use it instead of my bank?** Not really. Bills, wages and most shops in Dominica work in EC dollars (XCD), which are issued by the Eastern Caribbean Central Bank (ECCB) and pegged at EC$2.70 to US$1. Most people still need a bank account to move money into and out of crypto, and many banks are cautious about crypto transfers. See [Caribbean banking](/caribbean-focus/banking).

**Wasn't there a digital EC dollar?** The ECCB ran a pilot of **DCash**, a digital version of the EC dollar, launched in 2021. DCash was a central bank pilot, not a cryptocurrency like bitcoin, and the pilot was later ended.

**Will it make me rich?** Nobody can promise that, and anyone who does is a warning sign. Prices can rise quickly and fall just as quickly.

## Why learning first matters on a small island

News and rumours travel fast here, and so do schemes that promise easy money. Scammers know that people trust friends and family, so they recruit one person and let the group chat do the rest. A "club" that pays early members with money from new members can spread through a church group, a workplace or a sports team in weeks, and it collapses just as fast.

There are practical risks too. Many households share one phone, so a wallet app or an exchange login may be visible to others. Hurricanes and power cuts can destroy a phone or a paper backup. Hurricane Maria in 2017 showed how quickly documents and devices can be lost. Understanding how wallets, exchanges and keys work protects you, and it protects the people who ask your advice.

## A worked example: what a small first purchase really costs

Suppose you decide to buy a small amount, EC$270 (US$100), using a debit card on a large exchange.

| Step | What happens | Approximate result |
| --- | --- | --- |
| Card purchase | Card fees on large exchanges are often around 3-4% (our [Binance guide](/guides/binance) has details) | About US$96-97 of crypto |
| Bank charges | Your bank may add a foreign transaction charge; ask them | A little less again |
| Price falls 20% | This can happen in days | About US$77, or roughly EC$208 |
| Selling back | Another trading fee, and getting dollars back to a local bank may take time | Slightly less |

The point is not to scare you off. It is to show that fees are real, prices move, and "just trying it" can cost more than you expect. Always check each platform's current fee page, because fees change.

## Common mistakes newcomers make

1. **Buying before learning what a wallet and a recovery phrase are.** Start with our lesson on [crypto wallets](/education/crypto-wallets).
2. **Keeping everything on one exchange.** Exchanges can fail; the FTX collapse in 2022 left many customers unable to withdraw.
3. **Trusting screenshots of profits.** Screenshots are easy to fake.
4. **Sharing a recovery phrase** with "support staff" or a helpful stranger. Nobody legitimate ever asks for it.
5. **Borrowing, or using bill money, to buy.** Only use money you could lose without hardship.
6. **Not keeping records.** Dates, amounts, fees and platforms matter later for your bank and for tax questions.

## What to do if someone invites you into an "opportunity"

- Ask: who holds the money, and is the business registered with the FSU? Then check with the FSU yourself.
- Be wary of guaranteed daily or weekly returns, pressure to "join before Friday", and rewards for recruiting others.
- Do not send money to a personal account or a wallet address given in a chat.
- Talk it over with someone you trust who has nothing to gain.
- If you have already sent money, stop sending more, keep all messages and transaction IDs, tell your bank, and report it to the Commonwealth of Dominica Police Force. Beware of "recovery" services that ask for a fee; they are usually a second scam. Our [common scams](/security/common-scams) page explains the patterns.

## Where to start

1. Read [Bitcoin and the blockchain](/education/bitcoin-blockchain) to understand what you would be buying.
2. Learn about [crypto wallets](/education/crypto-wallets) and [cryptographic keys](/education/cryptographic-keys).
3. Read the [security pages](/security), especially [wallet security](/security/wallet-security).
4. Compare platforms with our [exchange comparison](/guides/exchanges) before you open any account.
5. If you still decide to buy, start small, keep records and write your recovery phrase on paper, stored somewhere safe and dry.

## Key takeaways

- Curiosity is healthy; learning comes before buying.
- Owning crypto is not banned, but businesses serving others must be registered under the Virtual Asset Business Act and supervised by the FSU.
- Most losses come from scams, mistakes and volatility, not broken technology.
- Fees and price swings make small purchases cost more than they seem.
- On a small island, one good question can protect a whole group chat.

This post is general education, not financial, legal or investment advice.`,
};

export default page;
