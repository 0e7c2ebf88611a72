/**
 * Demo content for a fresh installation (spec sections 2 and 3). Edited here, not in code paths.
 * Every item is marked `demo` and says in its own title and text that it is a sample (issue 28):
 * its title travels into cards, emails, calendar files and search, so the word goes with it.
 */
import { addDays, format } from 'date-fns';

/** Where the demo's links point: example.com is reserved (RFC 2606) and never leads anywhere real. */
const SAMPLE_LINK_BASE = 'https://example.com/sample';
const SAMPLE_NOTE = 'This is a sample course that shows how the site works; it is not offered. ';

export const demoCourses = [
  {
    title: 'Sample course: Crypto Basics for the Caribbean',
    description:
      SAMPLE_NOTE +
      'A plain-language start: what Bitcoin and stablecoins are, how a blockchain records payments, how to set up a wallet, and how to avoid the scams that target new users in Dominica and across the region.',
    level: 'Beginner',
    duration: '4 weeks',
    price: 4999,
    thumbnailUrl: null,
    downloadUrl: `${SAMPLE_LINK_BASE}/crypto-basics-caribbean.zip`,
    syllabus:
      '- What Bitcoin and stablecoins are, and what they are not\n- How a blockchain records a payment\n- Setting up a wallet and backing it up\n- Spotting the scams that target new users',
    format: 'Sample format: self-paced videos and a downloadable workbook',
    youtubePlaylistUrl: `${SAMPLE_LINK_BASE}/crypto-basics-playlist`,
  },
  {
    title: 'Sample course: Crypto Security Masterclass',
    description:
      SAMPLE_NOTE +
      'Protect what you own: seed phrase backups that survive a hurricane, hardware wallets, SIM-swap defence, phishing and fake-support scams, and a step-by-step plan for what to do if something goes wrong.',
    level: 'Intermediate',
    duration: '3 weeks',
    price: 7999,
    thumbnailUrl: null,
    downloadUrl: `${SAMPLE_LINK_BASE}/security-masterclass.zip`,
    syllabus:
      '- Seed phrase backups that survive a hurricane\n- Hardware wallets, step by step\n- SIM-swap and phishing defence\n- What to do if something goes wrong',
    format: 'Sample format: self-paced videos and checklists',
    youtubePlaylistUrl: `${SAMPLE_LINK_BASE}/security-masterclass-playlist`,
    // One extra material, so the sample shows where a course's further links appear once approved.
    materials: [{ title: 'Sample workbook: a recovery plan', url: `${SAMPLE_LINK_BASE}/security-masterclass-workbook.pdf` }],
  },
  {
    title: 'Sample course: Regulatory Compliance: the Virtual Asset Business Act',
    description:
      SAMPLE_NOTE +
      "Dominica's Virtual Asset Business Act, 2022 explained for business owners and professionals: who the Act covers, the role of the Financial Services Unit, record keeping, and anti-money-laundering duties.",
    level: 'Intermediate',
    duration: '2 weeks',
    price: 9999,
    thumbnailUrl: null,
    downloadUrl: `${SAMPLE_LINK_BASE}/regulatory-compliance-vaba.zip`,
    syllabus:
      '- Who the Virtual Asset Business Act, 2022 covers\n- The role of the Financial Services Unit\n- Record keeping\n- Anti-money-laundering duties',
    format: 'Sample format: reading notes and a workbook',
    youtubePlaylistUrl: null,
  },
  {
    title: 'Sample course: Secure Crypto Wallets: Hands-On Setup',
    description:
      SAMPLE_NOTE +
      'Choose and set up the right wallet for you: mobile, desktop, hardware or paper. Practise backups and recovery on test funds before you trust any wallet with real money.',
    level: 'Beginner',
    duration: '2 weeks',
    price: 3999,
    thumbnailUrl: null,
    downloadUrl: `${SAMPLE_LINK_BASE}/secure-crypto-wallets.zip`,
    syllabus:
      '- Mobile, desktop, hardware and paper wallets compared\n- Backups and recovery on test funds\n- Choosing the wallet that fits you',
    format: 'Sample format: self-paced videos and practice exercises',
    youtubePlaylistUrl: null,
  },
];

const SAMPLE_POST_NOTE = 'A sample article that shows how news looks on this site. ';
const SAMPLE_POST_LEAD = '*This is a sample article, seeded with a new installation to show how news looks on this site.*\n\n';

export const demoPosts = [
  {
    slug: 'what-the-virtual-asset-business-act-means-for-you',
    title: 'Sample article: What the Virtual Asset Business Act Means for Ordinary Users',
    excerpt:
      SAMPLE_POST_NOTE +
      "Dominica's Virtual Asset Business Act, 2022 regulates businesses that deal in virtual assets. Here is what it does and does not change for someone who simply owns some crypto.",
    content: `${SAMPLE_POST_LEAD}Dominica passed the **Virtual Asset Business Act, 2022** to bring businesses that deal in virtual assets under supervision.

## Who the Act is aimed at

The Act is about *businesses*: companies that exchange, transfer or hold virtual assets for other people, or that offer related services. The Act provides for them to be registered with and supervised by the Financial Services Unit (FSU); ask the FSU whether registration is open and whether a business is registered.

## What it means if you simply own crypto

Owning crypto for yourself is not a "virtual asset business". What changes for you is mostly indirect:

- a registered business must check who you are (KYC) and keep records;
- you can ask a business whether it is registered before you trust it with money;
- scams that claim to be "licensed in Dominica" can be checked.

## Read the law itself

Our [Legal page](/legal) summarises the Act and links to the Financial Services Unit's legislation page. This article is general information, not legal advice.`,
  },
  {
    slug: 'five-whatsapp-crypto-scams-in-the-caribbean',
    title: 'Sample article: Five WhatsApp Crypto Scams Seen Across the Caribbean',
    excerpt:
      SAMPLE_POST_NOTE +
      'Investment groups promising daily returns, fake exchange support agents and "recovery experts" all use WhatsApp. Learn the warning signs before you send anything.',
    content: `${SAMPLE_POST_LEAD}Messaging apps are how most of us talk, so scammers are there too. These patterns come up again and again.

1. **The "investment club"** that promises a fixed daily or weekly return. Real investments do not guarantee returns.
2. **Fake support agents** who contact you after you post a question in a group. Real exchanges never ask for your seed phrase or remote access.
3. **Romance and friendship scams** that slowly move to "I can show you how I trade".
4. **Recovery scams** that promise to get back money you already lost, for a fee.
5. **Impersonated businesses** using the name and logo of a real local company.

## What to do

Stop, do not send more money, keep the messages, and report it to the police and to your bank or mobile money provider. Never share your seed phrase with anyone.`,
  },
  {
    slug: 'hurricane-proof-your-seed-phrase',
    title: 'Sample article: Hurricane-Proof Your Seed Phrase',
    excerpt:
      SAMPLE_POST_NOTE +
      'A phone can be lost in a storm; a seed phrase written on paper can be soaked. Here is how people in the islands keep a backup that survives the season.',
    content: `${SAMPLE_POST_LEAD}Your wallet's seed phrase (12 or 24 words) is the only way to restore your coins if your phone is lost or broken.

## Good habits

- Write it down by hand. Never store it in photos, email or cloud notes.
- Keep **two copies** in different places, for example one at home and one with a trusted relative in another parish.
- Use a waterproof bag or a metal backup plate for at least one copy.
- Test your backup by restoring a wallet with a small amount first.

## Before the season starts

Check that both copies are readable and where you expect them. Make sure a trusted person knows how to find them if something happens to you.`,
  },
];

const SAMPLE_EVENT_NOTE = 'A sample event that shows how events look on this site; it is not taking place. ';

/**
 * What says a row is a sample besides its title's "Sample …": its notes and its links. An edit
 * that leaves any of them leaves the row a sample (services/sample-marks.ts).
 */
export const sampleTextMarks: readonly string[] = [
  SAMPLE_LINK_BASE,
  SAMPLE_NOTE,
  SAMPLE_POST_NOTE,
  SAMPLE_POST_LEAD,
  SAMPLE_EVENT_NOTE,
].map((mark) => mark.trim());

/** Three events relative to the day of seeding, so a fresh install always has upcoming ones. */
export function demoEvents(today: Date = new Date()) {
  const day = (n: number) => format(addDays(today, n), 'yyyy-MM-dd');
  return [
    {
      title: 'Sample event: Introduction to Cryptocurrency Workshop',
      description:
        SAMPLE_EVENT_NOTE +
        'A friendly, in-person evening for complete beginners: what crypto is, how wallets work, and how to spot scams. Bring your questions; no purchase needed.',
      date: day(14),
      time: '18:00',
      location: 'Sample venue (no real place)',
      isVirtual: false,
      virtualLink: null,
    },
    {
      title: 'Sample event: Virtual Trading Safety Workshop',
      description:
        SAMPLE_EVENT_NOTE +
        'An online session on how exchanges and peer-to-peer platforms work, what the fees are, and how to protect your account. Education only, not trading advice.',
      date: day(28),
      time: '19:00',
      location: 'Online (sample link)',
      isVirtual: true,
      virtualLink: `${SAMPLE_LINK_BASE}/meeting-trading-safety`,
    },
    {
      title: 'Sample event: Caribbean Blockchain Conference (Online)',
      description:
        SAMPLE_EVENT_NOTE +
        'Speakers from around the region discuss regulation, remittances and digital payments in the Eastern Caribbean. Streamed live with questions from the audience.',
      date: day(56),
      time: '10:00',
      location: 'Online (sample link)',
      isVirtual: true,
      virtualLink: `${SAMPLE_LINK_BASE}/meeting-blockchain-conference`,
    },
  ];
}

/**
 * What earlier versions seeded (before demo rows were marked): links that looked live and titles
 * without "Sample". Rows still carrying them unchanged are marked demo at start (seed.ts), and
 * their links are removed outside demo mode like today's.
 */
export const legacyDemo = {
  links: [
    'https://materials.example.com/crypto-basics-caribbean.zip',
    'https://www.youtube.com/playlist?list=PL-crypto-basics-demo',
    'https://materials.example.com/security-masterclass.zip',
    'https://www.youtube.com/playlist?list=PL-security-masterclass-demo',
    'https://materials.example.com/regulatory-compliance-vaba.zip',
    'https://materials.example.com/secure-crypto-wallets.zip',
    'https://meet.example.com/trading-safety',
    'https://meet.example.com/caribbean-blockchain',
  ],
  courseTitles: [
    'Crypto Basics for the Caribbean',
    'Crypto Security Masterclass',
    'Regulatory Compliance: the Virtual Asset Business Act',
    'Secure Crypto Wallets: Hands-On Setup',
  ],
  eventTitles: ['Introduction to Cryptocurrency Workshop', 'Virtual Trading Safety Workshop', 'Caribbean Blockchain Conference (Online)'],
  postTitles: [
    'What the Virtual Asset Business Act Means for Ordinary Users',
    'Five WhatsApp Crypto Scams Seen Across the Caribbean',
    'Hurricane-Proof Your Seed Phrase',
  ],
} as const;

/**
 * The demo's material and meeting links: reserved example.com addresses, which never lead anywhere
 * real. Outside demo mode they are removed from the demo rows (seed.ts, hideDemoPlaceholderLinks),
 * so readers of a real site never get a dead link.
 */
export const demoPlaceholderLinks: readonly string[] = [
  ...demoCourses.flatMap((c) => [c.downloadUrl, c.youtubePlaylistUrl].filter((url): url is string => url !== null)),
  ...demoEvents()
    .map((e) => e.virtualLink)
    .filter((url): url is string => url !== null),
  ...legacyDemo.links,
];
