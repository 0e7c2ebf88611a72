import type { CommunityPost } from '../types';

const page: CommunityPost = {
  slug: 'nfts-caribbean-art',
  date: '2026-10-18',
  title: 'NFTs and Caribbean Art: Opportunity With Open Eyes',
  description: 'How some Caribbean artists sell digital work as NFTs, what buyers actually get, and the pitfalls on both sides.',
  lastReviewed: '2026-11-22',
  body: `Artists and musicians across the Caribbean have experimented with NFTs to reach collectors abroad without a gallery or record label in between. For a painter, photographer or musician on a small island, the idea of selling directly to someone in Toronto or Tokyo is attractive.

But NFTs are widely misunderstood, and the market has seen big price swings and plenty of scams. This post explains what an NFT actually is, what artists and buyers should think about, and how to stay safe.

## What an NFT is, in plain words

**NFT** stands for **non-fungible token**. "Fungible" means interchangeable: one EC dollar is as good as another. A non-fungible token is unique. It is a record on a blockchain (a shared public ledger) saying which wallet holds that particular token.

The token usually **points to** a file, such as an image or a song, along with a description. The file itself is often stored somewhere else, on a separate server or storage network. So the NFT is a kind of certificate of ownership of the token, not the artwork itself.

Our lesson on [NFTs](/education/nfts) covers the basics in more depth.

## What buyers actually get

- **The token**, held in your wallet, which you can keep or resell.
- **Whatever rights the artist grants.** Buying an NFT does **not** automatically give you the copyright. Unless the terms say otherwise, you generally cannot print the image on T-shirts or use the song in an advert.
- **A link to the file**, which depends on the storage staying online. If the server disappears, the token may point to nothing.

## For artists: before you mint

To **mint** means to create the NFT on a blockchain. Before you do:

1. **Understand all the costs.** Blockchains charge network fees (sometimes called gas), which vary by network and by how busy it is. Marketplaces charge their own fees. Check each platform's current fee page.
2. **Decide which rights you grant** and write them down plainly: personal display only, or more? Selling an NFT does not have to transfer your copyright.
3. **Do not count on resale royalties.** Some marketplaces pay the artist a share when a work is resold, but many have made these payments optional or do not enforce them.
4. **Plan how you will be paid and cash out.** Sales are often paid in crypto. Turning that into EC dollars in a local bank account can take time, and many local banks are cautious with crypto-related transfers. See [Caribbean banking](/caribbean-focus/banking).
5. **Secure your wallet.** Write the recovery phrase on paper, keep two copies apart, and protect them from water and storms. See [wallet security](/security/wallet-security).
6. **Keep records** of every sale, fee and conversion for your accounts and any tax questions. Tax matters in Dominica are for the Inland Revenue Division and a qualified adviser.

Selling your own work is different from running a service that exchanges or holds crypto for others. If you plan to run a marketplace or hold funds for other artists, check with the Financial Services Unit (FSU) whether the Virtual Asset Business Act, 2022 applies. Our [legal page](/legal) explains the Act.

## A worked example (illustrative numbers)

Suppose you sell a digital print for crypto worth US$150, which is EC$405 at the fixed rate of EC$2.70 to US$1.

- The marketplace takes its fee. For illustration only, say US$5 (real fees differ; check the platform).
- You convert the crypto to US dollars. Trading fees range from about 0.1% on large exchanges to 1-5% on local or regional exchanges, so between roughly US$0.15 and US$7.
- You withdraw to your bank, which may add its own charges.
- If the crypto's price falls between the sale and your conversion, you receive less.

You could end up with somewhere around US$135-145, or about EC$365-390, before bank charges, instead of the EC$405 headline. Knowing this in advance helps you price your work.

## For buyers: before you pay

- **Verify the artist.** Check the artist's own website or social accounts for links to their official collection.
- **Check the collection's contract address**, the unique blockchain address of the collection, against what the artist publishes. Fake copies often use the same name and images.
- **Read the terms** so you know what rights you are buying.
- **Treat NFTs as collectibles**, bought because you love the work. Prices can fall to nothing, and there may be no buyer when you want to sell.
- **Only spend what you could lose** without hardship.

## Scams to watch for

- **"Free mint" links** sent by message or posted in groups.
- **Fake marketplaces** that look like real ones but have slightly different web addresses.
- **Wallet approval tricks.** A site asks you to "sign" something. Signing can give it permission to move your tokens and coins. Wallet-draining sites rely on this.
- **Copied collections.** Scammers take a Caribbean artist's images, mint them as NFTs and sell them as genuine.
- **Fake "support" or "collectors"** in direct messages who ask for your recovery phrase or a "verification" payment.

If you did not go looking for it, do not click it. Our [common scams](/security/common-scams) page has more.

## What to do if...

**You signed something suspicious:** stop using that wallet for valuables. Move remaining assets to a new wallet with a new recovery phrase, using a device you trust. Learn how to review and revoke token approvals in your wallet.

**Someone is selling copies of your work:** collect evidence (links, screenshots, contract addresses), warn your followers through your official channels, and report the listing to the marketplace. For legal options on copyright, speak to a lawyer.

**You have lost money to a scam:** keep all records and report it to the Commonwealth of Dominica Police Force. Ignore anyone offering to recover it for a fee.

## Key takeaways

- An NFT is a unique token that points to a work; it is not the copyright or the file itself.
- Artists: know the fees, state the rights, do not rely on royalties, and plan how you will cash out.
- Buyers: verify the artist and the contract address, and buy for love of the work, not profit.
- Never sign approvals or click links you did not go looking for.

This post is general education, not financial, legal or investment advice.`,
};

export default page;
