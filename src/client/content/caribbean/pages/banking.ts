import type { ContentPage } from '../../types';

const page: ContentPage = {
  title: 'Banking and Crypto in the Caribbean',
  description:
    'Why local banks are cautious about crypto, how de-risking works, what to tell your bank, how to keep source-of-funds records, and using mobile banking safely.',
  lastReviewed: '2026-11-22',
  body: `If you have tried to buy crypto with a local debit card, you may have seen the payment declined. Or you may know someone whose bank asked hard questions about a deposit. This is common in the Caribbean, and it is rarely personal. Understanding why banks behave this way helps you stay on good terms with yours and keep your money moving legally.

## Why banks are cautious

Banks in Dominica and across the region must follow strict **anti-money-laundering (AML)** rules. Money laundering means making money from crime look like it came from a legal source. To prevent it, banks must **know their customers** (often called KYC, "know your customer"), understand where money comes from, and report transactions that look suspicious.

Crypto makes this harder for a bank. Once money leaves your account for an exchange, the bank cannot see where it goes next. When crypto money comes back, the bank cannot easily see where it came from. So many banks treat crypto transactions as higher risk.

## Correspondent banking and "de-risking"

Small banks cannot connect directly to every bank in the world. To send or receive US dollars, pounds or euros, a local bank uses a **correspondent bank**: a larger foreign bank that handles international payments on its behalf.

Correspondent banks have their own regulators and their own fears. If they think a local bank's customers are too risky, they can close that bank's account. This is called **de-risking**, and Caribbean banks have faced it in the past. Losing a correspondent would affect every customer: salaries from abroad, remittances, import payments, card use overseas.

That is why your bank may:

- decline card payments to crypto exchanges;
- hold a large incoming transfer while it asks questions;
- refuse to open accounts for crypto businesses;
- ask you to explain the **source of funds**, meaning where the money came from.

Policies differ between banks and change over time. What one bank allows, another may refuse.

## Talk to your bank first

A short conversation before you start is much better than a frozen account later. You do not need to share every detail of your plans. Ask simple, honest questions:

- Are card payments to crypto exchanges allowed on my account?
- Can I receive transfers from an exchange, or from a person who buys crypto from me?
- Is there a limit above which you will ask for documents?
- What documents would you want to see for a deposit that came from selling crypto?

**What to tell your bank** if it asks about a crypto-related payment: the truth, briefly. For example: "I bought US$300 of USDT on a registered exchange with my savings, and this deposit is from selling it. Here are the records." Never invent a story or describe the payment as something it is not. Misleading your bank can turn a simple question into a serious problem.

## Explaining source of funds: a worked example

Suppose you saved EC$1,350 from your salary over six months. You used it to buy about US$500 of USDT (EC$1,350 ÷ 2.70 = US$500). A year later you sold it and EC$1,400 arrived in your account. Your bank asks where the EC$1,400 came from.

You can answer quickly if you have:

1. **Bank statements** showing your salary and the EC$1,350 leaving your account;
2. the **exchange receipt** for the purchase, with date, amount and fees;
3. the **sale record** from the exchange or the P2P platform, showing the order number and the buyer's name;
4. the **incoming transfer** on your statement, matching the sale.

Together these show a clear chain: salary, purchase, sale, deposit. That is exactly what a bank needs to see.

## Keeping good records

Start a simple record file from your very first purchase. A notebook works; a spreadsheet is easier to search. For each transaction, note:

| What to record | Example |
|---|---|
| Date | 12 March |
| Type | Buy, sell, send or receive |
| Amount | 500 USDT |
| Value in EC$ | EC$1,350 |
| Fees | As shown on the receipt |
| Platform or counterparty | Exchange name or P2P order number |
| Where the money came from | Salary, savings, remittance |
| Transaction ID | The blockchain reference, if any |

Also save exchange statements (download them regularly in case you lose access to the account) and screenshots of P2P trades.

Remember hurricanes and power cuts. Keep one copy on your phone or in cloud storage, and a printed or second copy somewhere else. Your records should never include your seed phrase or passwords. Good records also help with tax questions, which are a matter for Dominica's **Inland Revenue Division**; ask a qualified adviser about your situation.

## Mobile banking and mobile money

Mobile banking apps make P2P trades and small transfers easy, but they bring their own risks:

- **Use only accounts in your own name**, and only accept payments from accounts in the name of the person you are trading with. Payments from a third party are a classic sign of fraud or laundering.
- **Never share one-time codes (OTPs) or passwords**, not even with someone claiming to be from your bank. Banks do not ask for them.
- **Check that money has really arrived** in your banking app before you release crypto. A screenshot of a "payment" can be faked.
- **Lock the app** with a PIN or fingerprint, especially on a shared family phone, and log out when you finish.
- **Watch the limits.** Daily transfer limits and holds on new payees can delay a trade; know them in advance.

Mobile money and remittance services can be simpler for small amounts. Compare the total cost in EC dollars received, not just the advertised fee.

## Moving money in and out legally

- **Through a registered business.** A business registered with the Financial Services Unit under the [Virtual Asset Business Act](/legal) must check customers' identity and keep records, which banks tend to find reassuring.
- **Peer-to-peer.** Possible, but bank transfers from strangers can raise questions. Use your own account, keep the platform's trade records, and read our [P2P guide](/guides/p2p-platforms).
- **Never act as a "money mule."** If someone offers to pay you to receive money into your account and pass it on, or to "clean" money through crypto, refuse. You could be drawn into money laundering, and your account could be closed.

## If your account is questioned or frozen

1. **Stay calm** and answer honestly.
2. **Ask exactly what the bank needs**, and ask for the request in writing.
3. **Provide your records** promptly: statements, receipts, trade records.
4. **Do not try to move money through other people's accounts** while the question is open.
5. **If you disagree** with the outcome, ask about the bank's complaints procedure and consider advice from a lawyer.

## Common mistakes

- Using a relative's card or account to buy or sell crypto.
- Mixing crypto money with business takings, so nothing can be traced.
- Deleting exchange emails and receipts.
- Releasing crypto on a P2P trade before the money shows in your account.

## Key takeaways

- Banks are cautious because of AML duties and their correspondent links, not because of you.
- Ask your bank about its policy before you start.
- Keep a clear record of where every dollar came from and went.
- Be honest with your bank, use accounts in your own name, and never share OTPs.

For more on the local picture, see [Caribbean Focus](/caribbean-focus) and [practical solutions](/caribbean-focus/solutions).`,
};

export default page;
