import type { Lesson } from '../../types';

const page: Lesson = {
  slug: "nfts",
  title: "NFTs: Digital Ownership Records",
  description: "What a non-fungible token actually proves, how Caribbean artists use them, and the pitfalls for buyers.",
  duration: "20 min",
  level: "Beginner",
  lastReviewed: "2026-11-22",
  body: `A **non-fungible token (NFT)** is a unique token on a blockchain. Unlike a bitcoin, which is interchangeable with any other bitcoin, each NFT has its own identity. NFTs are often linked to digital art, music, tickets or collectibles.

## What an NFT proves, and what it does not

An NFT proves that a particular wallet holds a particular token, and shows its history of owners. It does **not** automatically give you copyright in the artwork, and the image itself is often stored elsewhere, on a server that could go offline. Read what rights the creator actually grants.

## How creators use them

Artists and musicians in the Caribbean have used NFTs to sell digital work directly to fans around the world, sometimes earning a share when the work is resold (where the marketplace honours such "royalties"). Event organisers use them as tickets that are hard to forge.

## Risks for buyers

- **Prices are speculative** and many NFTs become unsellable.
- **Fakes**: anyone can copy an image and mint it as an NFT. Check the creator's official account and the collection's contract address.
- **Phishing**: "free mint" links and fake marketplaces are used to get wallet approvals that drain your tokens.
- **Fees**: creating and trading NFTs costs network fees, which can exceed the price on some blockchains.

## Key takeaways

- An NFT is a unique ownership record, not the artwork itself.
- Verify creators and contracts; never sign unknown approvals.
- Treat NFTs as collectibles, not investments.

## Next steps

Read the community article on [NFTs and Caribbean art](/community/posts/nfts-caribbean-art) and revisit [Ethereum and Smart Contracts](/education/ethereum-smart-contracts).`,
};

export default page;
