import type { ContentPage } from '../../types';

const page: ContentPage = {
  title: 'Caribbean Focus',
  description:
    'Crypto realities in Dominica and the Eastern Caribbean: remittances, banking access, the ECCB and DCash, hurricanes and backups, and the Virtual Asset Business Act.',
  lastReviewed: '2026-11-22',
  body: `Most crypto explainers are written for people in large countries with many banks, reliable power and plenty of payment apps. Life in Dominica and the wider Caribbean is different, and so are the reasons people look at crypto and the risks they face. This page gives you the local picture.

## Money from family abroad

Many households rely on **remittances**, money sent home by relatives working in the United States, the United Kingdom, Canada, the French islands and elsewhere. Bank and money transfer services can be slow and charge fees, and they also set the exchange rate you get.

**Stablecoins** are crypto tokens designed to stay worth one US dollar each, such as USDT (Tether) and USDC. They can move between wallets in minutes, at any hour, which is why they attract interest. But the stablecoin is only half the journey: someone in Dominica still has to turn it into EC dollars you can spend, and every step can cost something.

### A worked example in EC dollars

Your cousin in New York wants to send you US$200. At the official peg, US$200 is **EC$540**. Here is how the costs can stack up on a crypto route (rough figures from this site's guides; real fees change, so always check each platform's current fee page):

1. **Buying USDT with a card** can cost about 3–4% on a large exchange. On US$200, that is roughly US$6–8.
2. **Sending it** costs a network or withdrawal fee that depends on the blockchain and the platform.
3. **Selling for EC dollars** through a local or regional business may cost around 1–5%, or you agree a rate with a buyer on a peer-to-peer (P2P) platform.

If the total comes to about 6%, you receive roughly EC$508 instead of EC$540. Now ask a money transfer service for its quote, including its exchange rate, and compare the **amount that actually lands in your hand**. Crypto is not always cheaper, and a crypto mistake cannot be undone.

## Banking access and "de-risking"

Caribbean banks depend on larger **correspondent banks** abroad to send and receive international payments. A correspondent bank is a foreign bank that handles payments on a local bank's behalf. When correspondents cut off customers or regions they see as risky, it is called **de-risking**.

Because crypto payments are hard for banks to trace, some local banks:

- decline card payments to crypto exchanges;
- ask questions about deposits that come from selling crypto;
- refuse crypto businesses as customers.

This is not aimed at you personally: a bank that loses its correspondent links hurts every customer. Our page on [banking and crypto](/caribbean-focus/banking) explains how to work with your bank rather than around it.

## The EC dollar, the ECCB and DCash

The **Eastern Caribbean dollar** (XCD, written EC$) is issued by the **Eastern Caribbean Central Bank (ECCB)**, which serves the eight members of the Eastern Caribbean Currency Union (ECCU), including Dominica. The EC dollar has been fixed (pegged) at **EC$2.70 = US$1** for decades. Banks and transfer services usually buy and sell US dollars at rates slightly either side of 2.70, which is part of how they earn money.

In 2021 the ECCB launched **DCash**, a **pilot** of a digital version of the EC dollar that people could hold in a phone app. The pilot was later ended. DCash is often confused with crypto, but it was very different:

| | DCash (pilot) | Bitcoin | USDT / USDC |
|---|---|---|---|
| Who runs it | The central bank | No single owner; a public network | A private company |
| Value | Always the EC dollar's | Goes up and down with the market | Aims for US$1, but depends on the issuer |
| Supply | Set by the central bank | Capped at 21 million coins | Issued by the company |

The lesson from DCash is simple: a digital form of money can be useful, but who stands behind it matters. Read our [stablecoins lesson](/education/stablecoins) and [Bitcoin lesson](/education/bitcoin-blockchain) for more.

## Hurricanes, power cuts and backups

Hurricane Maria in 2017 showed how quickly phones, paper records, power and internet can disappear in Dominica. Crypto itself lives on a blockchain, a shared record kept on computers around the world, so a storm here does not destroy your coins. What a storm can destroy is your **access**.

If you hold crypto in your own wallet, access depends on your **seed phrase** (also called a recovery phrase), the list of 12 or 24 words that can restore your wallet on a new device. Lose the phone and the words, and the money is gone for good.

A hurricane-ready checklist:

- Write your seed phrase on paper or stamp it on metal, never in a photo, a WhatsApp message or an email.
- Keep **two copies in two different places**, for example one at home and one with a trusted relative in another village.
- Protect paper copies from water with a sealed bag and a waterproof container.
- If your crypto is on an exchange, make sure you can still log in from a new phone: record your account email and keep your two-factor backup codes somewhere safe.
- Charge a power bank before storm season, and do not make large transfers when power or signal may drop.

See our [secure storage guide](/guides/secure-storage) for step-by-step detail.

## Regulation: the Virtual Asset Business Act

Dominica's **Virtual Asset Business Act, 2022** (Act 1 of 2022) requires businesses that carry on virtual asset business in or from Dominica, such as exchanging crypto, transferring it for others or holding it for customers, to be registered with the **Financial Services Unit (FSU)** before they operate. Registered businesses must check customers' identity, keep records and report suspicious transactions.

The Act is about **businesses**. If you simply buy, hold or sell crypto for yourself, you do not need to register. But regularly exchanging crypto for other people as a service can count as virtual asset business.

Other Caribbean countries have their own laws, at different stages. A platform based abroad is supervised mainly by its home country, and if something goes wrong your protection depends on rules far away. The collapse of the FTX exchange in 2022 showed that even a large, well-known platform can fail. Our [legal page](/legal) explains the Act in plain language, and the [Financial Services Unit](https://fsu.gov.dm/) can tell you whether a business is registered. For tax questions, the authority is the **Inland Revenue Division** of Dominica.

## Small communities, fast rumours

On a small island, "sure" investment opportunities spread fast. Fraudulent schemes often recruit through friends, family, church groups and WhatsApp groups, because people trust the person who shared the message. Watch out for:

- promises of fixed or guaranteed returns, such as "double your money in a month";
- pressure to join quickly or recruit others;
- "agents" who want to hold your crypto or your login for you;
- shared family phones where a wallet app or exchange login is open to everyone.

Ask questions, check whether a business is registered, and never put in money you cannot afford to lose. If you are scammed, keep the evidence and report it to the **Commonwealth of Dominica Police Force**. Our [common scams](/security/common-scams) page shows the usual tricks.

## Key takeaways

- Compare the total cost of any remittance route in EC dollars received, not the advertised fee.
- Banks are cautious because of their correspondent links; talk to yours first.
- DCash was a central bank pilot, not a cryptocurrency.
- Storms destroy access, not coins: keep two protected backups in different places.
- Use businesses registered with the FSU, and treat "guaranteed returns" as a warning sign.

## Explore further

Read about [banking and crypto](/caribbean-focus/banking) and about [practical solutions](/caribbean-focus/solutions) people in the region use today.`,
};

export default page;
