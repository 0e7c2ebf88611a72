/** Demo content for a fresh installation (spec sections 2 and 3). Edited here, not in code paths. */
import { addDays, format } from 'date-fns';

export const demoCourses = [
  {
    title: 'Crypto Basics for the Caribbean',
    description:
      'A plain-language start: what Bitcoin and stablecoins are, how a blockchain records payments, how to set up a wallet, and how to avoid the scams that target new users in Dominica and across the region.',
    level: 'Beginner',
    duration: '4 weeks',
    price: 4999,
    thumbnailUrl: null,
    downloadUrl: 'https://materials.example.com/crypto-basics-caribbean.zip',
    youtubePlaylistUrl: 'https://www.youtube.com/playlist?list=PL-crypto-basics-demo',
  },
  {
    title: 'Crypto Security Masterclass',
    description:
      'Protect what you own: seed phrase backups that survive a hurricane, hardware wallets, SIM-swap defence, phishing and fake-support scams, and a step-by-step plan for what to do if something goes wrong.',
    level: 'Intermediate',
    duration: '3 weeks',
    price: 7999,
    thumbnailUrl: null,
    downloadUrl: 'https://materials.example.com/security-masterclass.zip',
    youtubePlaylistUrl: 'https://www.youtube.com/playlist?list=PL-security-masterclass-demo',
  },
  {
    title: 'Regulatory Compliance: the Virtual Asset Business Act',
    description:
      "Dominica's Virtual Asset Business Act, 2022 explained for business owners and professionals: who the Act covers, the role of the Financial Services Unit, record keeping, and anti-money-laundering duties.",
    level: 'Intermediate',
    duration: '2 weeks',
    price: 9999,
    thumbnailUrl: null,
    downloadUrl: 'https://materials.example.com/regulatory-compliance-vaba.zip',
    youtubePlaylistUrl: null,
  },
  {
    title: 'Secure Crypto Wallets: Hands-On Setup',
    description:
      'Choose and set up the right wallet for you: mobile, desktop, hardware or paper. Practise backups and recovery on test funds before you trust any wallet with real money.',
    level: 'Beginner',
    duration: '2 weeks',
    price: 3999,
    thumbnailUrl: null,
    downloadUrl: 'https://materials.example.com/secure-crypto-wallets.zip',
    youtubePlaylistUrl: null,
  },
];

export const demoPosts = [
  {
    slug: 'what-the-virtual-asset-business-act-means-for-you',
    title: 'What the Virtual Asset Business Act Means for Ordinary Users',
    excerpt:
      "Dominica's Virtual Asset Business Act, 2022 regulates businesses that deal in virtual assets. Here is what it does and does not change for someone who simply owns some crypto.",
    content: `Dominica passed the **Virtual Asset Business Act, 2022** (Act 1 of 2022) to bring businesses that deal in virtual assets under supervision.

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
    title: 'Five WhatsApp Crypto Scams Seen Across the Caribbean',
    excerpt:
      'Investment groups promising daily returns, fake exchange support agents and "recovery experts" all use WhatsApp. Learn the warning signs before you send anything.',
    content: `Messaging apps are how most of us talk, so scammers are there too. These patterns come up again and again.

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
    title: 'Hurricane-Proof Your Seed Phrase',
    excerpt:
      'A phone can be lost in a storm; a seed phrase written on paper can be soaked. Here is how people in the islands keep a backup that survives the season.',
    content: `Your wallet's seed phrase (12 or 24 words) is the only way to restore your coins if your phone is lost or broken.

## Good habits

- Write it down by hand. Never store it in photos, email or cloud notes.
- Keep **two copies** in different places, for example one at home and one with a trusted relative in another parish.
- Use a waterproof bag or a metal backup plate for at least one copy.
- Test your backup by restoring a wallet with a small amount first.

## Before the season starts

Check that both copies are readable and where you expect them. Make sure a trusted person knows how to find them if something happens to you.`,
  },
];

/** Three events relative to the day of seeding, so a fresh install always has upcoming ones. */
export function demoEvents(today: Date = new Date()) {
  const day = (n: number) => format(addDays(today, n), 'yyyy-MM-dd');
  return [
    {
      title: 'Introduction to Cryptocurrency Workshop',
      description:
        'A friendly, in-person evening for complete beginners: what crypto is, how wallets work, and how to spot scams. Bring your questions; no purchase needed.',
      date: day(14),
      time: '18:00',
      location: 'Roseau, Dominica',
      isVirtual: false,
      virtualLink: null,
    },
    {
      title: 'Virtual Trading Safety Workshop',
      description:
        'An online session on how exchanges and peer-to-peer platforms work, what the fees are, and how to protect your account. Education only, not trading advice.',
      date: day(28),
      time: '19:00',
      location: 'Online',
      isVirtual: true,
      virtualLink: 'https://meet.example.com/trading-safety',
    },
    {
      title: 'Caribbean Blockchain Conference (Online)',
      description:
        'Speakers from around the region discuss regulation, remittances and digital payments in the Eastern Caribbean. Streamed live with questions from the audience.',
      date: day(56),
      time: '10:00',
      location: 'Online',
      isVirtual: true,
      virtualLink: 'https://meet.example.com/caribbean-blockchain',
    },
  ];
}

/**
 * The demo's material and meeting links: reserved example.com addresses and made-up playlists,
 * which never lead anywhere real. Outside demo mode they are removed from the demo rows
 * (seed.ts, hideDemoPlaceholderLinks), so readers of a real site never get a dead link.
 */
export const demoPlaceholderLinks: readonly string[] = [
  ...demoCourses.flatMap((c) => [c.downloadUrl, c.youtubePlaylistUrl].filter((url): url is string => url !== null)),
  ...demoEvents()
    .map((e) => e.virtualLink)
    .filter((url): url is string => url !== null),
];
