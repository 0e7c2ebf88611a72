import type { ContentPage } from '../types';

/**
 * The Virtual Asset Business Act page. Only generally established facts: no section numbers,
 * fees or penalties are quoted; readers are sent to the official text and to a lawyer.
 */
export const vabaTitle = 'Virtual Asset Business Act, 2022 (Act 1 of 2022)';

/**
 * The Financial Services Unit's website, which publishes the legislation it administers. The
 * exact address of the PDF changes when the site is reorganised, so we link to the regulator.
 */
export const vabaOfficialUrl = 'https://fsu.gov.dm/';

export const vabaPage: ContentPage = {
  title: 'Legal Information',
  description:
    "A plain-language summary of Dominica's Virtual Asset Business Act, 2022 (Act 1 of 2022): what it regulates, who must register, the Financial Services Unit's role, and what it means for you.",
  lastReviewed: '2026-11-22',
  body: `In 2022 the Commonwealth of Dominica passed the **Virtual Asset Business Act, 2022** (Act 1 of 2022). It brings businesses that deal in virtual assets, such as cryptocurrencies and stablecoins, under a licensing and supervision regime. This page explains, in plain language, what the Act is about and what it means for ordinary people and for businesses. It is a summary for learning, not a substitute for the law itself.

## What the Act regulates

The Act is about **businesses**, not about people who simply own crypto. It covers persons who carry on *virtual asset business* in or from Dominica: in general terms, offering services to other people such as exchanging virtual assets for money or for other virtual assets, transferring virtual assets on someone else's behalf, holding or safekeeping virtual assets for customers (custody), and taking part in or providing financial services related to issuing or selling virtual assets.

The aim is the same as for banks, money transfer services and insurance: people who hand their money to a business should be able to rely on that business being known to the regulator, run by fit and proper people, and following rules against fraud, money laundering and the financing of terrorism.

## Who must register

A business that wants to carry on virtual asset business in or from Dominica must **apply to the regulator and be registered (licensed) before it operates**. Operating without registration is an offence under the Act. The application process looks at who owns and runs the business, its financial resources, its systems for protecting customer assets, and its policies for preventing money laundering.

If a company tells you it is "licensed in Dominica", you can ask for its registration details and check them with the regulator before you send any money.

## The role of the Financial Services Unit

The **Financial Services Unit (FSU)** of Dominica is the regulator that supervises non-bank financial services in the country, and it is the authority responsible for virtual asset businesses under the Act. In general terms the FSU:

- receives and decides applications for registration;
- supervises registered businesses, including through reports and inspections;
- can impose conditions, and can suspend or cancel a registration;
- works with other authorities on anti-money-laundering and counter-terrorist-financing matters.

## Key obligations of a registered business

Without quoting individual sections, the main duties placed on virtual asset businesses follow international standards for financial services:

- **Know your customer.** Verify who customers are before serving them, and understand the purpose of their transactions.
- **Keep records** of customers and transactions for the period the law requires.
- **Report suspicious transactions** to the authorities, and never tip off the customer concerned.
- **Protect customer assets**, keeping them separate from the business's own assets and secured properly.
- **Be transparent** with customers about fees, risks and how complaints are handled.
- **Keep the regulator informed** of important changes, such as new owners or directors.

## Compliance guidance for individuals

If you buy, hold or sell crypto for yourself, you do not need to register under the Act. Practical steps still help you stay safe and on the right side of the law:

1. **Prefer registered businesses.** Before you trust an exchange, a broker or a "crypto agent" with money, ask whether it is registered, and check.
2. **Expect identity checks.** A legitimate business will ask for identification and proof of address. Be wary of anyone who offers to skip this.
3. **Keep your own records**: dates, amounts in EC dollars or US dollars, the platform used, and where the money came from. Banks may ask about the source of funds, and records also help with any tax questions.
4. **Do not sell crypto to strangers as a service.** Regularly exchanging crypto for other people, or holding it for them, can itself amount to virtual asset business.
5. **Report fraud.** If you are scammed, keep the evidence and report it to the police; if a business claims to be licensed when it is not, tell the FSU.

## Compliance guidance for businesses

If you plan to offer crypto-related services from Dominica, or to Dominicans from elsewhere:

1. **Take legal advice before you start.** Whether your activity is "virtual asset business" depends on the details.
2. **Apply for registration** and wait for it before you operate.
3. **Write and follow policies** for customer due diligence, record keeping, suspicious-activity reporting, custody of customer assets and cyber security.
4. **Appoint responsible people**, including someone in charge of compliance, and train your staff.
5. **Talk to your bank early.** Banks have their own duties and will want to see your registration and policies.

## Read the law itself

The Act, and any regulations and guidance made under it, are the authoritative source. The Financial Services Unit publishes the legislation it administers; the official text opens in a new tab from the link on this page. Laws and guidance change: always check the current version.

## Consult a legal professional

This summary cannot cover every situation. If you are starting a business, making a large investment, or are unsure whether the Act applies to you, **consult a lawyer** admitted to practise in Dominica.`,
};

export const legalDisclaimer =
  'This page is general information for education, not legal advice. It does not create a lawyer-client relationship, and it may not reflect the latest changes to the law. For advice on your situation, consult a qualified legal professional.';
