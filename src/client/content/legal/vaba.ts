import type { ContentPage } from '../types';

/**
 * The Virtual Asset Business Act page. Only generally established facts: no section numbers,
 * fees or penalties are quoted; readers are sent to the official text and to a lawyer.
 */
export const vabaTitle = 'Virtual Asset Business Act, 2022 (Act 1 of 2022)';

/**
 * The Financial Services Unit's legislation page, which lists the Acts it administers as PDFs,
 * this one included. We link to that page rather than to the PDF's own address, which we could not
 * verify from here and which changes when the site is reorganised. Reviewed 2026-11-22.
 */
export const vabaOfficialUrl = 'https://fsu.gov.dm/legislation';

export const vabaPage: ContentPage = {
  title: 'Legal Information',
  description:
    "A plain-language summary of Dominica's Virtual Asset Business Act, 2022 (Act 1 of 2022): what it regulates, who must register, the Financial Services Unit's role, and what it means for you.",
  lastReviewed: '2026-11-22',
  body: `In 2022 the Commonwealth of Dominica passed the **Virtual Asset Business Act, 2022** (Act 1 of 2022). It brings businesses that deal in virtual assets, such as cryptocurrencies and stablecoins, under a system of registration and supervision by the **Financial Services Unit (FSU)**. This page explains in plain language what the Act means for ordinary people and for businesses.

A **virtual asset** is a digital record of value that can be traded or transferred online, such as Bitcoin, Ether or the stablecoin USDT. EC dollars in your bank or mobile banking app are not virtual assets.

## What the Act regulates

The Act is about **businesses that provide virtual asset services to other people**, not about people who simply own crypto. It covers anyone who carries on *virtual asset business* in or from Dominica. In general terms, and in line with how the Financial Action Task Force (FATF, the international body that sets anti-money-laundering standards) describes *virtual asset service providers*, this means services such as:

- **exchanging** virtual assets for money (for example EC or US dollars), or for other virtual assets;
- **transferring** virtual assets from one person or wallet to another on a customer's behalf;
- **safekeeping** virtual assets for customers, or holding the keys that control them (often called *custody*);
- **financial services related to issuing or selling** virtual assets, for example helping to run a token sale.

The exact definitions in the Act decide whether an activity is covered, including other activities such as offering new tokens to the public, so check the official text rather than relying on this list. The aim is that when you hand money to a business, it is known to the regulator, run by suitable people, and follows rules against fraud, money laundering and terrorist financing.

## Who must register, and who does not

A business that wants to carry on virtual asset business in or from Dominica must **apply to the FSU and be registered before it starts operating**. "In or from" matters: a company based in Dominica that serves only customers overseas can still be covered. Carrying on this kind of business without registration is against the law, and the FSU can take action against it.

The application looks at who owns and runs the business, its finances, how it protects customer assets, and its anti-money-laundering policies.

**Individuals using crypto for themselves do not need to register.** Buying bitcoin with your own savings, holding it in your own wallet, or receiving crypto from a cousin abroad does not require registration. The picture changes if you start doing it *as a service for others*: for example, regularly buying and selling crypto for people in your WhatsApp group for a commission, or holding their coins for them. That can amount to virtual asset business, so get legal advice before you do it.

## The role of the Financial Services Unit

The FSU is the government body that supervises many financial services in Dominica outside the commercial banks, such as insurance companies, credit unions and money services businesses. Under the Act it is also responsible for virtual asset businesses. In general terms the FSU:

- **registers** businesses: it receives and decides applications;
- **supervises** registered businesses, including through reports and inspections;
- **issues guidance** explaining how it expects the rules to be followed;
- **enforces** the Act: it can impose conditions, act against unregistered operators, and suspend or cancel a registration;
- works with other authorities, including the Financial Intelligence Unit, on anti-money-laundering matters.

## Anti-money-laundering duties (AML/CFT)

**AML/CFT** stands for anti-money laundering and countering the financing of terrorism. Registered virtual asset businesses are expected to meet the same kind of duties as other financial institutions:

- **Customer due diligence (KYC, "know your customer").** Check who customers are, usually with photo ID and proof of address, and understand the purpose of their transactions and where their money comes from.
- **Record keeping.** Keep records of customers and transactions for the period the law requires.
- **Reporting suspicious transactions.** In Dominica, suspicious transaction reports go to the **Financial Intelligence Unit (FIU)**. A business must not warn ("tip off") the customer that a report has been made.
- **Internal controls.** Have written policies, a person responsible for compliance, staff training and regular reviews.

This is why a legitimate exchange asks for your ID and where your money came from.

## Compliance guidance for individuals

1. **Check before you trust.** Before you send money to an exchange, broker or "crypto agent" that claims to operate in or from Dominica, ask for its registration details and confirm them with the FSU.
2. **Expect identity checks.** Be wary of anyone who offers to skip KYC. That is often a sign of a scam or an unregistered operator.
3. **Be wary of unregistered offers**, especially "guaranteed returns" shared in WhatsApp groups or on social media. See our guide to [common scams](/security/common-scams).
4. **Keep your own records**: dates, amounts in EC$ or US$, the platform used, wallet addresses and where the money came from. Banks may ask about the source of funds (see [Caribbean banking](/caribbean-focus/banking)).
5. **Ask about taxes.** The Act is about regulation, not tax. For questions about tax on crypto gains or income, contact the **Inland Revenue Division** or a qualified tax adviser.

**Worked example.** Someone in a community chat offers to sell you US$500 of USDT for EC$1,500. At the fixed rate of EC$2.70 to US$1, US$500 is EC$1,350, so you would be paying EC$150 (about 11%) on top. They claim to be "licensed in Dominica" but give no registration details and want cash first. Walk away. Compare fees in our [exchange comparison](/guides/exchanges) and [P2P guide](/guides/p2p-platforms).

## Compliance guidance for businesses

If you plan to offer crypto-related services in or from Dominica:

1. **Take legal advice first.** Whether your activity is "virtual asset business" depends on the details.
2. **Apply for registration and wait for it before you operate.**
3. **Appoint a compliance officer**: a senior person responsible for AML/CFT who can deal with the FSU and the FIU.
4. **Build an AML programme**: written policies for customer due diligence, record keeping, suspicious transaction reporting, staff training and independent review.
5. **Protect customer assets** with sound custody, cyber security and backups, including plans for hurricanes and power cuts.
6. **Talk to your bank early.** Banks have their own duties and will want to see your registration and policies.

## What to do if...

- **You think you were scammed:** stop sending money, keep screenshots and transaction IDs, and report it to the **Commonwealth of Dominica Police Force**. Crypto transfers usually cannot be reversed, so act quickly.
- **A business claims to be registered but you cannot confirm it:** do not deposit, and tell the FSU.
- **You are unsure whether your side-business needs registration:** pause and ask a lawyer.

## Read the law itself

The Act, and any regulations and guidance made under it, are the authoritative source. The official text is published on the Financial Services Unit's website (linked on this page). Amendments, regulations and FSU guidance can change the details, so always check the current version.

## Consult a legal professional

This summary cannot cover every situation. If you are starting a business, handling other people's money or crypto, or are unsure whether the Act applies to you, **consult a lawyer** admitted to practise in Dominica.

## Key takeaways

- The Act regulates **businesses** providing virtual asset services in or from Dominica, not people using crypto for themselves.
- Such businesses must be **registered with the FSU** before operating.
- Registered businesses must verify customers, keep records and report suspicious transactions to the **FIU**.
- Check a provider's registration, keep your records, and take tax questions to the **Inland Revenue Division**.`,
};

export const legalDisclaimer =
  'This page is general information for education, not legal advice. It does not create a lawyer-client relationship, and it may not reflect the latest changes to the law. For advice on your situation, consult a qualified legal professional.';
