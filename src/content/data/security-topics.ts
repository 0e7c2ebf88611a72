/** Security topics, checklist and tips used on the home page and /security. */
import type { ContentSource } from '../schema';

export interface SecurityTopic {
  slug: 'wallet-security' | 'common-scams' | 'safe-trading' | 'identity-protection';
  title: string;
  summary: string;
  points: string[];
}

export const securityTopics: SecurityTopic[] = [
  {
    slug: 'wallet-security',
    title: 'Wallet Security',
    summary: 'Your seed phrase is the master key to your funds. Protect it like cash and title deeds together.',
    points: [
      'Write the seed phrase on paper; never photograph it or store it online.',
      'Keep two copies in different places, one protected from water and fire.',
      'Use a hardware wallet for amounts you could not afford to lose.',
      'Download wallet apps only from the official store, and check the developer.',
    ],
  },
  {
    slug: 'common-scams',
    title: 'Common Scams',
    summary: 'Fake investment groups, impersonated exchanges, romance and "recovery" scams: learn the patterns before you meet them.',
    points: [
      'Guaranteed daily or weekly returns are a sign of fraud.',
      'Real support staff never ask for your seed phrase, password or 2FA codes.',
      'Be wary of new online friends who want to teach you to trade.',
      'Nobody can "recover" lost crypto for an upfront fee.',
    ],
  },
  {
    slug: 'safe-trading',
    title: 'Safe Trading',
    summary: 'Use reputable platforms, start small, and understand every fee before you buy or sell.',
    points: [
      'Check that the platform serves your country and where it is licensed; for a local business, ask the FSU whether it is registered.',
      'Send a small test amount before a large transfer, and check the network.',
      'On peer-to-peer trades, release crypto only after the money is really in your account.',
      'Keep records of every purchase and sale.',
    ],
  },
  {
    slug: 'identity-protection',
    title: 'Identity Protection',
    summary: 'Your phone number, email and ID documents are targets too. Lock them down.',
    points: [
      'Use an authenticator app for two-factor authentication, not SMS.',
      'Ask your mobile provider about a SIM lock or PIN to prevent SIM swaps.',
      'Use a separate email address and unique passwords for crypto accounts.',
      'Share copies of your ID only with businesses you have verified.',
    ],
  },
];

export const securityChecklist: string[] = [
  'Seed phrase written on paper, two copies, stored apart',
  'App-based two-factor authentication on every exchange account',
  'Unique password for each crypto account, kept in a password manager',
  'SIM lock or carrier PIN set with your mobile provider',
  'Wallet apps downloaded only from official stores',
  'Withdrawal address allow-list switched on where the exchange offers it',
  'A small test transaction before every large transfer',
  'A trusted person knows where your backup is kept (not the words themselves)',
  'WhatsApp two-step verification PIN switched on',
];

export const securityTips: { title: string; text: string }[] = [
  {
    title: 'Slow down',
    text: 'Scammers create urgency. A real opportunity will still be there after you have talked it over with someone you trust.',
  },
  {
    title: 'Verify addresses',
    text: 'Check the first and last characters of every address you paste; some malware swaps copied addresses.',
  },
  {
    title: 'Bookmark your exchange',
    text: 'Reach exchanges through your own bookmark, never through links in messages or search adverts.',
  },
  { title: 'Keep software updated', text: 'Update your phone, browser and wallet apps: updates close holes that attackers use.' },
  { title: 'Plan for storms', text: 'Before hurricane season, check that your backups are readable, dry and where you expect them.' },
];

/** /security: what to do first when something goes wrong, and whom to tell (details on /security/common-scams). */
/** A step of the "if it happens" list; `links` are the official pages it sends readers to. */
export interface IfItHappensStep {
  title: string;
  text: string;
  links?: { label: string; href: string }[];
}

export const ifItHappensSteps: IfItHappensStep[] = [
  {
    title: 'Stop sending money',
    text: 'Do not pay any "unlock fee", "tax" or "release fee". Each payment only leads to another request.',
  },
  {
    title: 'Secure what is left',
    text: 'Change your email password first, then your exchange passwords, and switch to an authenticator app. If someone may have seen your seed phrase, move your remaining funds to a new wallet with a new seed phrase at once.',
  },
  {
    title: 'Keep the evidence',
    text: 'Screenshot chats, profiles, phone numbers, website and wallet addresses, and transaction IDs before they disappear.',
  },
  {
    title: 'Call your bank or mobile money provider and the exchange',
    text: 'If you paid from an account, the sooner you call, the better the chance of stopping a payment. An exchange may be able to freeze funds still on its platform; contact it only through its official app or website.',
  },
  {
    title: 'Report it',
    text: 'Report fraud to the Commonwealth of Dominica Police Force and ask for a reference for your report. If a business claimed to be registered in Dominica, tell the Financial Services Unit; suspected money laundering can go to the Financial Intelligence Unit. Elsewhere in the region, go to your own police and financial regulator.',
    links: [
      { label: 'Commonwealth of Dominica Police Force', href: 'https://cdpf.gov.dm/' },
      { label: 'Financial Services Unit', href: 'https://fsu.gov.dm/about-us/establishment' },
      { label: 'Financial Intelligence Unit', href: 'https://fiu.gov.dm/about-us' },
    ],
  },
  {
    title: 'Ignore "recovery" offers',
    text: 'Nobody can reverse a blockchain transaction for a fee. The FBI has warned that private recovery companies cannot issue seizure orders and that law enforcement does not charge victims. People who offer to recover your money for a fee are running a second scam.',
  },
];

/** The day the /security index's own text (the steps above and the checklist) was checked against its sources. */
export const securityIndexReviewed = '2026-11-25';

/** Where the /security index's steps can be checked: each the page that says it, not a home page. */
export const securityIndexSources: ContentSource[] = [
  {
    title: "Commonwealth of Dominica Police Force: History (the force's own site; its page header lists (767) 266 5100)",
    url: 'https://cdpf.gov.dm/about-us/history',
    publisher: 'Commonwealth of Dominica Police Force',
    official: true,
    date: '2026-11',
  },
  {
    title: 'FSU: establishment and registered entities (entities not listed on the FSU website are not authorised to do business in Dominica)',
    url: 'https://fsu.gov.dm/about-us/establishment',
    publisher: 'Financial Services Unit, Commonwealth of Dominica',
    official: true,
    date: '2026-11',
  },
  {
    title: 'Financial Intelligence Unit: About us (receives suspicious transaction reports; functions under section 4 of the FIU Act)',
    url: 'https://fiu.gov.dm/about-us',
    publisher: 'Financial Intelligence Unit, Commonwealth of Dominica',
    official: true,
    date: '2026-11',
  },
  {
    title: 'FBI warns of surge in crypto recovery scams: private recovery companies cannot issue seizure orders',
    url: 'https://www.bitdefender.com/blog/hotforsecurity/fbi-warns-of-surge-in-crypto-recovery-scams-watch-out-for-these-signs/',
    publisher: 'Bitdefender',
    official: false,
    date: '2023-08-16',
  },
  {
    title: 'FBI warns of rising cryptocurrency recovery scams targeting fraud victims (law enforcement does not charge fees)',
    url: 'https://www.fcctimes.com/2023/08/11/fbi-warns-of-rising-cryptocurrency-recovery-scams-targeting-fraud-victims/',
    publisher: 'FCC Times',
    official: false,
    date: '2023-08-11',
  },
  {
    title: 'How to activate and stop two-step verification on WhatsApp (Settings > Account > Two-step verification; 6-digit PIN; optional email)',
    url: 'https://www.news18.com/amp/tech/how-to-activate-and-stop-two-step-verification-on-whatsapp-step-by-step-guide-7519573.html',
    publisher: 'News18',
    official: false,
    date: '2023-04-11',
  },
];
