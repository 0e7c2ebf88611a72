/** Home page cards: what we offer (never trading or custody), and the Caribbean topics. */
export const services = [
  {
    title: 'Free Education',
    description: 'Eight free lessons on Bitcoin, wallets, stablecoins, exchanges, keys, DeFi and NFTs, written for the Caribbean.',
    to: '/education',
  },
  {
    title: 'Premium Courses',
    description: 'In-depth courses with videos and downloadable materials. How you can pay is shown when you enroll.',
    to: '/education',
  },
  {
    title: 'Buying & Selling Guidance',
    description: 'Step-by-step guides and honest comparisons of exchanges and wallets. We never trade for you.',
    to: '/guides',
  },
  {
    title: 'Security Training',
    description: 'Protect your keys, your accounts and your identity from the scams people in the region meet.',
    to: '/security',
  },
  {
    title: 'Legal & Regulatory Information',
    description: "Dominica's Virtual Asset Business Act, 2022 explained in plain language.",
    to: '/legal',
  },
] as const;

export const caribbeanRealities = [
  {
    title: 'Banking and Crypto',
    description: 'Why local banks are cautious, and how to move money in and out without trouble.',
    to: '/caribbean-focus/banking',
  },
  {
    title: 'Practical Solutions',
    description: 'Remittances, small business payments and digital dollars: what works and what to watch.',
    to: '/caribbean-focus/solutions',
  },
  {
    title: 'Regulation in Dominica',
    description: 'What the Virtual Asset Business Act provides, who it covers, and what it means for you.',
    to: '/legal',
  },
] as const;
