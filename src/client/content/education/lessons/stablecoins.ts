import type { Lesson } from '../../types';

const page: Lesson = {
  slug: "stablecoins",
  title: "Stablecoins: Digital Dollars and Their Risks",
  description: "How USDT and USDC aim to track the US dollar, why people in the Caribbean use them, and the risks that remain.",
  duration: "25 min",
  level: "Beginner",
  lastReviewed: "2026-11-22",
  body: `A **stablecoin** is a crypto token designed to keep a steady value, usually one US dollar. The best known are **USDT** (issued by Tether) and **USDC** (issued by Circle). They move on blockchains like other crypto, but their price is meant to stay close to US$1.00, which is about EC$2.70.

## How they keep their value

The issuing company says it holds **reserves** (cash, short-term government debt and similar assets) for every token in circulation, and lets large customers swap tokens for dollars. When the system works, the token trades very close to one dollar.

## Why people use them

- **Sending money**: family abroad can send stablecoins in minutes, at any hour, sometimes for less than a traditional transfer.
- **Paying for services**: some online businesses accept them, and this site accepts USDT for course fees, with a manual check by our team.
- **Avoiding volatility**: people who hold other crypto sometimes move into stablecoins to avoid price swings.

## The risks that remain

1. **Issuer risk.** You rely on a private company's reserves and honesty. If the reserves are not there, or regulators act against the issuer, the token can lose value or be frozen.
2. **Freezing.** Issuers can freeze tokens at particular addresses, for example after a court order or a hack.
3. **Wrong network.** USDT exists on several blockchains. Sending on the wrong network to an address that does not support it can lose the funds. Always check that sender and receiver use the same network.
4. **Cashing out.** Turning stablecoins back into EC dollars in a local bank account may be hard or slow; many banks ask detailed questions about crypto-related deposits. Keep records of where your money came from.
5. **Scams.** "Investment" schemes often ask for payment in USDT because it is fast and irreversible.

## Key takeaways

- Stablecoins aim for US$1.00 but depend on the issuer.
- Check the network before every transfer.
- They are useful for moving money, not a guaranteed safe place for savings.

## Next steps

Read [Exchanges](/education/exchanges) to learn how people buy and sell stablecoins, and [Common Scams](/security/common-scams).`,
};

export default page;
