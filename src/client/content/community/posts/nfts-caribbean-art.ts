import type { CommunityPost } from '../types';

const page: CommunityPost = {
  slug: "nfts-caribbean-art",
  date: "2026-10-18",
  title: "NFTs and Caribbean Art: Opportunity With Open Eyes",
  description: "How some Caribbean artists sell digital work as NFTs, what buyers actually get, and the pitfalls on both sides.",
  lastReviewed: "2026-11-22",
  body: `Artists and musicians across the Caribbean have experimented with NFTs to reach collectors abroad without a gallery or label in between. An NFT records who holds a unique token linked to a work, and some marketplaces pay the artist a share of resales.

## For artists

- Understand the fees of the blockchain and marketplace before you mint.
- Decide which rights you grant. Selling an NFT does not have to transfer your copyright; say clearly what the buyer may do.
- Promote through your own channels and warn fans about fake copies of your collection.

## For buyers

- An NFT is not the artwork's copyright, and the image is often stored on a separate server.
- Verify the artist's official account and the collection's contract address.
- Treat NFTs as collectibles whose prices can fall to nothing, not as investments.

## Scams to watch for

"Free mint" links, fake marketplaces and messages asking you to sign wallet approvals are used to empty wallets. If you did not go looking for it, do not click it.

Read our lesson on [NFTs](/education/nfts) for the basics.`,
};

export default page;
