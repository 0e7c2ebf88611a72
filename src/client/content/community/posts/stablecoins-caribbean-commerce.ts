import type { CommunityPost } from '../types';

const page: CommunityPost = {
  slug: 'stablecoins-caribbean-commerce',
  date: '2026-09-25',
  title: 'Stablecoins in Caribbean Commerce',
  description: 'Where US-dollar stablecoins help small businesses and families in the region, and where they add risk.',
  lastReviewed: '2026-11-22',
  body: `US-dollar stablecoins such as **USDT** (issued by Tether) and **USDC** (issued by Circle) have become a common way to move value across borders. In the Caribbean they show up in remittances from family abroad, online sales to overseas customers, and payments for services when international cards are declined.

A **stablecoin** is a crypto token designed to keep a steady value, usually one US dollar per token. The company that issues it says it holds reserves, such as cash and short-term government debt, to back each token. That is very different from bitcoin, whose price moves freely.

This post looks at where stablecoins genuinely help, where they add risk, and how a small business or household can approach them carefully. For the basics, see our lesson on [stablecoins](/education/stablecoins).

## Where they help

- **Speed.** Transfers usually settle in minutes, including evenings, weekends and public holidays, when banks are closed.
- **Reach.** A customer in New York or London can pay a guesthouse or craftsperson in Dominica without an international card or a wire transfer.
- **A familiar unit.** The EC dollar is pegged at EC$2.70 to US$1 by the Eastern Caribbean Central Bank (ECCB), so a US-dollar amount is easy to translate: US$100 is EC$270.
- **Small amounts.** On some networks the transfer fee can be low, which matters for small, frequent payments. Network fees vary, so check them before you send.

## Where they add risk

- **Issuer risk.** A stablecoin is only as good as the company and reserves behind it. If people doubt the reserves, the token can trade below US$1 (this is called a **depeg**). In 2022 the algorithmic stablecoin TerraUSD collapsed, showing that "stable" is a goal, not a guarantee.
- **Freezing.** Major issuers can freeze tokens at particular addresses, for example at the request of law enforcement. That protects against some crime, but it also means control is not entirely yours.
- **Wrong network.** The same token exists on several blockchains. Sending USDT on one network to an address on another can mean the funds are lost.
- **Platform risk.** If you keep stablecoins on an exchange, you depend on that exchange. The FTX collapse in 2022 left many customers unable to withdraw.
- **Cashing out.** Converting to EC dollars in a bank account can be slow, and many local banks are cautious with crypto-related transfers. Your bank may ask about the source of funds. See [Caribbean banking](/caribbean-focus/banking).
- **Regulation.** Businesses that exchange, transfer or hold crypto for other people must register under Dominica's Virtual Asset Business Act, 2022, administered by the Financial Services Unit (FSU). See our [legal page](/legal).

## Stablecoins are not DCash

The ECCB ran a pilot of **DCash**, a digital form of the EC dollar, launched in 2021 and later ended. DCash was issued by a central bank, in EC dollars. USDT and USDC are issued by private companies, in US dollars, and they are not legal tender in Dominica. Do not confuse the two.

## A worked example: a guesthouse paid in USDC

A visitor books three nights at a small guesthouse and pays US$300 in USDC, which is EC$810 at the peg. The owner wants EC dollars to pay staff and bills.

| Step | What to watch | Rough effect |
| --- | --- | --- |
| Receive US$300 USDC | Confirm the network before sharing the address | Small network fee, paid by the sender |
| Convert to US dollars | Trading fees are about 0.1% on large exchanges such as Binance and KuCoin (base tier), 0.5% to 4.5% on Coinbase, and 1-5% on local or regional exchanges | From about US$0.30 to US$15 |
| Withdraw to a bank | Withdrawal charges and bank charges vary | Check the platform and your bank |
| Receive EC dollars | At EC$2.70 per US$1, before charges | About EC$810 less fees |

The difference between a 0.1% and a 5% fee on this booking is roughly EC$40. Over a busy season, that adds up. Always check each platform's current fee page, because fees change.

## Practical steps for a small business

1. **Talk to your bank first.** Ask how it treats deposits that come from crypto platforms, and what documents it wants.
2. **Talk to an accountant** about how to record payments received in stablecoins. Tax questions go to the Inland Revenue Division or a qualified adviser; see our post on [crypto and tax](/community/posts/crypto-taxation-dominica).
3. **Know where the legal line is.** Accepting stablecoins for your own goods is different from exchanging or holding crypto for other people. If you are unsure which side you are on, ask the FSU.
4. **Start small.** Accept a few payments and learn the process, including cashing out, before promoting it.
5. **Convert regularly** if you do not want to be exposed to issuer or platform risk.
6. **Use one clearly labelled address and network**, printed or pinned, so customers do not guess.
7. **Keep records** of every payment: date, amount, value in EC$, fees and transaction ID.
8. **Secure the wallet**, with the recovery phrase on paper, two copies stored apart and protected from water. See our [secure storage guide](/guides/secure-storage).

## Common mistakes

- Treating a stablecoin balance like a bank deposit. It does not carry the same protections.
- Accepting "payment" screenshots instead of checking the wallet or blockchain yourself.
- Sharing an address on the wrong network.
- Leaving large balances on an exchange for months.
- Trusting an informal "agent" who offers to cash out for you.

## Quick glossary

- **Issuer**: the company that creates the stablecoin and holds its reserves.
- **Reserves**: the assets meant to back each token.
- **Depeg**: when a stablecoin trades noticeably away from its target value.
- **Network**: the blockchain a token is sent on.
- **Off-ramp**: a way to turn crypto back into ordinary money.

## Key takeaways

- Stablecoins can make cross-border payments faster and simpler, especially for customers abroad.
- Their value depends on a private issuer; "stable" is not guaranteed.
- Check the network, keep records, and convert regularly if you do not want crypto exposure.
- Speak to your bank, an accountant and, where needed, the FSU before building a business around them.

This post is general education, not financial, tax or legal advice.`,
};

export default page;
