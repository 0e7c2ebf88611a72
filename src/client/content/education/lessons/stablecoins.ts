import type { Lesson } from '../../types';

const page: Lesson = {
  slug: 'stablecoins',
  title: 'Stablecoins: Digital Dollars and Their Risks',
  description: 'How USDT and USDC aim to track the US dollar, why people in the Caribbean use them, and the risks that remain.',
  duration: '25 min',
  level: 'Beginner',
  lastReviewed: '2026-11-22',
  body: `A **stablecoin** is a crypto token designed to keep a steady value, usually one US dollar. The best known are **USDT** (issued by a company called Tether) and **USDC** (issued by a company called Circle). They move on blockchains like other crypto, but their price is meant to stay close to US$1.00, which is about EC$2.70.

This lesson explains how stablecoins try to stay stable, why people in the Caribbean use them, and the risks that remain even when the price looks steady.

## How they keep their value

There are three broad designs:

- **Backed by reserves (the most common).** The issuing company says it holds **reserves** (cash, short-term government debt and similar assets) for every token in circulation, and lets large customers swap tokens for dollars and back. USDT and USDC work this way. When the system works, the token trades very close to one dollar.
- **Backed by other crypto.** Some stablecoins are created by locking up more crypto than the stablecoins issued, managed by smart contracts (see [Ethereum and Smart Contracts](/education/ethereum-smart-contracts)). If the locked crypto falls sharply, the system can come under strain.
- **Algorithmic.** These try to hold the dollar price using trading rules instead of full reserves. This design has failed badly before: the TerraUSD (UST) stablecoin collapsed in 2022, and holders lost most of their money.

Even reserve-backed coins can wobble. In March 2023, USDC briefly traded well below one dollar after it became known that part of Circle's reserves were held at a US bank that had failed. It recovered, but it showed that "stable" is a goal, not a promise.

## Stablecoins are not EC dollars or DCash

A stablecoin is issued by a **private company**, not a government or central bank. It is different from:

- **EC dollars**, issued by the Eastern Caribbean Central Bank (ECCB) and pegged at EC$2.70 = US$1.
- **DCash**, the digital EC dollar that the ECCB tested in a pilot launched in 2021. That was a central-bank project, not a stablecoin, and the pilot has since ended.
- **Money in a bank account**, which is regulated locally. Stablecoins held on an exchange or in your own wallet do not carry the protections of a local bank deposit.

## Why people use them

- **Sending money:** family abroad can send stablecoins in minutes, at any hour, sometimes for less than a traditional transfer.
- **Paying for services:** some online businesses accept them. This site accepts USDT for course fees, with a manual check by our team, and you can also pay in person or by mobile banking.
- **Avoiding volatility:** people who hold other crypto sometimes move into stablecoins to avoid price swings.
- **Holding US-dollar value:** some people like a digital dollar balance, but remember the issuer risks below.

## A worked example: money from family abroad

Your cousin in New York wants to send you US$200.

1. She buys US$200 of USDT on an exchange. Trading fees vary a lot: about 0.1% on some large exchanges (so about US$0.20), and higher on others. Check the platform's current fee page.
2. She sends it to your wallet address. The **network fee** depends on which blockchain she uses and how busy it is.
3. You receive roughly 200 USDT, worth about **EC$540** at the peg.
4. To spend it locally, you usually need to sell it for EC dollars, through an exchange or a person-to-person (P2P) platform (see our [P2P guide](/guides/p2p-platforms)). The rate you get may be a little worse than EC$2.70, and your bank may ask where the money came from.

If all the fees and rate differences came to, say, US$6 (an example figure only), you would end up with about EC$524. Compare that honestly with a traditional remittance service before deciding, and count your time and any risk too.

## Networks: the detail that loses people money

USDT and USDC each exist on **several blockchains**, such as Ethereum and Tron. The token has the same name on each, but the networks do not talk to each other.

- The sender and the receiver must use the **same network**. Sending on the wrong network to an address or exchange that does not support it can lose the funds.
- Network fees are usually paid in the network's own coin (for example ETH on Ethereum or TRX on Tron), not in the stablecoin. A wallet holding only USDT may be unable to send it.
- Exchanges show a network choice on their deposit and withdrawal screens. Read it every time.

## The risks that remain

1. **Issuer risk.** You rely on a private company's reserves and honesty. If the reserves are not there, or regulators act against the issuer, the token can lose value or be frozen.
2. **Freezing.** Issuers can freeze tokens at particular addresses, for example after a court order or a hack.
3. **Losing the peg.** As the examples above show, a stablecoin can trade below US$1.00, briefly or for good.
4. **Platform risk.** If you keep stablecoins on an exchange and the exchange fails, as FTX did in 2022, you may not get them back.
5. **Cashing out.** Turning stablecoins back into EC dollars in a local bank account may be hard or slow; many banks ask detailed questions about crypto-related deposits. Keep records of where your money came from. See [Caribbean banking](/caribbean-focus/banking).
6. **Scams.** "Investment" schemes often ask for payment in USDT because it is fast and irreversible. Offers of fixed daily or weekly returns, often shared in WhatsApp groups, are a warning sign.

## What to do if...

**You sent on the wrong network.** If you sent to an exchange, contact its support through the official website or app straight away and give the transaction ID. Some exchanges can help, some cannot. If you sent to a private wallet, the owner may be able to recover it with their seed phrase on the right network.

**Your stablecoin drops below a dollar.** Don't panic-sell on rumours. Check the issuer's official announcements and reliable news. It is a reminder that no single stablecoin is a risk-free savings account.

**Someone asks you to "pay a release fee" in USDT to unlock money.** That is a scam. Stop and read [common scams](/security/common-scams).

## Checklist before you send or receive

- Confirm the **token** (USDT or USDC) and the **network** with the other person.
- Check the first and last characters of the address.
- Make sure you have the network's coin for fees.
- Send a small test amount first for any new address.
- Save the transaction ID and a note of who sent what and why, for your bank and for tax questions to the Inland Revenue Division.

## Key takeaways

- Stablecoins aim for US$1.00 but depend on the issuer and its reserves.
- They are private tokens, not EC dollars and not DCash.
- Check the network before every transfer.
- They are useful for moving money, not a guaranteed safe place for savings.

## Next steps

Read [Exchanges](/education/exchanges) to learn how people buy and sell stablecoins, and [Common Scams](/security/common-scams).`,
};

export default page;
