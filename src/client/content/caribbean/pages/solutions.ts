import type { ContentPage } from '../../types';

const page: ContentPage = {
  title: 'Practical Crypto Solutions for the Caribbean',
  description:
    'Practical, honest ways people in the region use digital assets: registered providers, stablecoin remittances, safe P2P trades, storm-proof storage and community education.',
  lastReviewed: '2026-11-22',
  body: `Crypto is not a solution to every problem, and for many people a bank account or a money transfer service is still the simpler, safer choice. But there are situations in Dominica and the wider Caribbean where people find digital assets useful. This page covers the main ones, step by step, with their honest limits.

## 1. Choose registered providers

The first practical decision is **who you deal with**. In Dominica, businesses that exchange, transfer or hold crypto for other people must be registered with the **Financial Services Unit (FSU)** under the [Virtual Asset Business Act, 2022](/legal). A registered business must check customers' identity, keep records and protect customer assets.

Before you send money to any exchange, broker or "crypto agent":

- **Ask where it is registered**, and check with the regulator. The FSU can tell you about businesses in Dominica.
- **Expect identity checks (KYC).** A business that offers to skip them is a warning sign, not a favour. Our [Binance guide](/guides/binance) notes that approval there usually takes 1–3 days.
- **Read the fee page.** Trading fees vary widely: about 0.1% at the base tier on large exchanges such as Binance or KuCoin, 0.5% to 4.5% on Coinbase, and roughly 1–5% on local or regional exchanges. Card purchases can add about 3–4%. Fees change, so check the current page.
- **Find the complaints process** before you need it.

Registration lowers risk; it does not remove it. The collapse of FTX in 2022 showed that even a famous exchange can fail and freeze customers' money. Our [exchange comparison](/guides/exchanges) goes into more detail.

## 2. Stablecoins for remittances

**How it can work:** a relative abroad buys a US-dollar **stablecoin** such as USDT or USDC and sends it to your wallet in minutes. You hold it, or sell it for EC dollars through a registered business or a P2P trade.

**Step by step:**

1. Agree which stablecoin **and which network** you will use. The same coin exists on several blockchains, and sending on the wrong one can lose the money.
2. Copy your receiving address from your wallet, and have your relative check the first and last few characters.
3. **Send a small test amount first**, then the rest.
4. Record the transaction ID, date and amount.

**Risks to weigh:**

- **Issuer risk.** A stablecoin is only as good as the company behind it. It is not a bank deposit and has no deposit insurance.
- **Freezing.** Issuers can freeze tokens at certain addresses.
- **Loss of the peg.** Stablecoins have briefly traded below US$1 at times of stress.
- **Fees at both ends.** Buying, sending and selling all cost something.
- **Irreversibility.** A payment to the wrong address cannot be called back.

Compare the **EC dollars you actually receive** with a money transfer service's quote. Since the EC dollar is pegged at EC$2.70 to US$1, US$100 should be close to EC$270; anything much lower is the cost of the route. Read our [stablecoins lesson](/education/stablecoins) for more.

## 3. Peer-to-peer (P2P) trades, safely

P2P platforms match you with another person who pays you in EC dollars by bank or mobile transfer while the platform holds the crypto in **escrow** (locked until both sides finish). They can be useful where local options are few, but fraud is common. Follow these rules:

- Trade only **inside the platform**; never move the chat to WhatsApp or agree "off-platform" deals.
- Choose counterparties with a long history and good ratings.
- **Check your bank app** to confirm the money has actually arrived before releasing crypto. Screenshots can be faked.
- Accept payment only from an account **in the buyer's own name**.
- Start small, and keep the trade records for your bank.

Our [P2P guide](/guides/p2p-platforms) and [safe trading page](/security/safe-trading) explain more.

## 4. Storage that survives hurricanes and power cuts

Your crypto lives on the blockchain; what you must protect is your **access**.

- **Small amounts for spending** can stay in a phone wallet (a "hot" wallet, connected to the internet).
- **Larger savings** are safer in a **hardware wallet**, a small device that keeps your keys offline. They cost about US$50–200 (about EC$135–540). Buy only from the maker's official shop or an authorised seller, never second-hand.
- **Back up your seed phrase** (the 12 or 24 recovery words) on paper or metal, with **two copies in two different places**, sealed against water. Never photograph it or store it in WhatsApp or email.
- **Avoid keeping large amounts on an exchange**, especially one you cannot verify.
- **Plan for your family.** Make sure a trusted person knows that your crypto exists and how to reach your instructions, without giving them the seed phrase today.
- **Keep a charged power bank**, and avoid large transfers when power or signal may drop.

See our [secure storage guide](/guides/secure-storage) and [wallet comparison](/guides/wallets).

## 5. Small businesses and online payments

**Accepting crypto:** a shop or online seller may accept USDT or bitcoin, often from overseas customers. Bitcoin prices move, so many businesses price in EC dollars and use stablecoins. Keep records for accounting and tax. Accepting payment for your own goods is different from exchanging crypto for others as a service, which may require registration; take advice.

**Paying for services:** crypto can pay for some international services where local cards are declined. This site accepts USDT for course fees, confirmed manually by an administrator. Always check the network and the address: payments cannot be reversed.

## 6. Saving in digital dollars

Some people keep part of their savings in US-dollar stablecoins. The benefit is limited, because the EC dollar is already pegged to the US dollar, while the risks (issuer failure, freezing, lost backups) are real. Never treat a stablecoin as a bank account.

## 7. Community education

On small islands, both good habits and scams spread fast through families, churches and WhatsApp groups. You can help:

- **Pause before forwarding** any "investment opportunity." Ask: who runs it, are they registered, and how do they make the money?
- **Help older relatives** set up app locks and understand that no real bank or exchange asks for passwords, codes or seed phrases.
- **Set rules for shared family phones**: separate logins, and no wallet apps left open.
- **Learn together.** Share trusted lessons, such as [common scams](/security/common-scams), rather than rumours.
- **Report fraud** to the Commonwealth of Dominica Police Force, and tell the FSU if a business claims to be licensed when it is not.

## What we do not recommend

- "Investment clubs" or schemes promising fixed or guaranteed returns.
- Borrowing money to buy crypto.
- Putting in money you cannot afford to lose.

## Checklist

- I use providers registered with the FSU, and I have read their fee pages.
- I send a small test payment first and check the network.
- I release crypto in a P2P trade only after money shows in my own bank app.
- My seed phrase is backed up twice, in two places, protected from water.
- I keep records of every transaction: dates, amounts, EC$ values, fees and counterparties. Tax questions go to the Inland Revenue Division or a qualified adviser.

For the bank side of things, read [banking and crypto](/caribbean-focus/banking).`,
};

export default page;
