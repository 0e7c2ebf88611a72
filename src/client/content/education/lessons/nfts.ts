import type { Lesson } from '../../types';

const page: Lesson = {
  slug: 'nfts',
  title: 'NFTs: Digital Ownership Records',
  description: 'What a non-fungible token actually proves, how Caribbean artists use them, and the pitfalls for buyers.',
  duration: '20 min',
  level: 'Beginner',
  lastReviewed: '2026-11-22',
  body: `A **non-fungible token (NFT)** is a unique token on a blockchain. "Fungible" means interchangeable: one EC dollar note is as good as another, and one bitcoin is as good as any other bitcoin. A non-fungible token is different, because each one has its own identity and cannot be swapped one-for-one with another.

NFTs are often linked to digital art, music, event tickets or collectibles. This lesson explains what an NFT really is, what it does and does not prove, how people use them, and how to avoid the most common traps. It is not a recommendation to buy any.

## How an NFT works

An NFT lives inside a **smart contract**, a program stored on a blockchain such as Ethereum. (Our lesson on [Ethereum and Smart Contracts](/education/ethereum-smart-contracts) explains these.) A single contract usually manages a whole **collection**, and inside it each NFT has:

- a **token ID**, a number that is unique within that contract;
- an **owner**, which is a wallet address;
- a link to **metadata**: a small file with the name, description and a link to the image, song or other content.

Creating a new NFT is called **minting**. Moving it to another wallet is a **transfer**, and each transfer is recorded publicly, so anyone can see the token's history of owners.

Because the NFT sits in a wallet, whoever holds that wallet's keys controls it. If you have not read our [lesson on keys](/education/cryptographic-keys), it explains why this matters.

## What an NFT proves, and what it does not

An NFT proves that a particular wallet holds a particular token in a particular contract, and shows who held it before. That is all. In particular:

- **It is not the artwork itself.** The image or song is usually stored elsewhere, on a server or a file-storage network. If that storage goes offline, the token may point to nothing.
- **It does not automatically give you copyright.** Unless the creator's terms say so, you generally cannot print the image on T-shirts or use the song in an advert.
- **It does not prove the creator is genuine.** Anyone can copy an image and mint it. The NFT only proves which contract issued it.
- **Anyone can still see and copy the picture.** Owning the token is owning a record, not stopping others from viewing the file.

Always read what rights the creator actually grants.

## How people use them

- **Artists and musicians.** Some Caribbean artists have used NFTs to sell digital work directly to fans abroad, without a gallery or label in the middle. Some marketplaces pay the creator a share when a work is resold (a "royalty"), but many have made these payments optional, so creators should not count on them. Our community article on [NFTs and Caribbean art](/community/posts/nfts-caribbean-art) goes into the creator's side in detail.
- **Tickets and memberships.** Event organisers use NFTs as tickets that are hard to forge and easy to check at the door.
- **Certificates and game items.** Some projects use NFTs for course certificates, membership passes or items inside online games.

## Buying an NFT, step by step

1. **Set up a self-custody wallet** that supports the blockchain the NFT is on, and back up its seed phrase on paper. See our [wallet comparison](/guides/wallets).
2. **Get the crypto you need** on that blockchain, usually through an exchange. See [How Crypto Exchanges Work](/education/exchanges).
3. **Find the creator's official links** on their own website or verified social accounts. Do not rely on links in messages or search adverts.
4. **Check the collection's contract address** against the one the creator publishes. Fakes often copy the name and images exactly.
5. **Read the terms:** what rights you get, and where the file is stored.
6. **Check the total cost,** including the network fee, before you confirm.
7. **Read every wallet prompt** before you sign. A purchase should not ask for permission to move all your other tokens.

### Worked example

Say an NFT is listed at the equivalent of **US$60**, which is **EC$162** at the fixed rate of EC$2.70 to US$1.

- If you first buy crypto with a card, our [Binance guide](/guides/binance) quotes card fees of about 3–4%. At 3.5%, that is about US$2.10 (roughly EC$5.70).
- The purchase itself needs a network fee, which varies with the blockchain and how busy it is. On some networks it can be a large share of a small purchase.
- If you later want to sell, the marketplace may take a fee, and there may simply be **no buyer** at any price.

So your real cost is more than EC$162, and the amount you could get back is uncertain. Buy only because you value the work, and only with money you could lose without hardship.

## Risks for buyers

- **Prices are speculative** and many NFTs become unsellable.
- **Fakes:** copied collections use real artists' images, including Caribbean artists' work.
- **Phishing:** "free mint" links and fake marketplaces trick people into signing wallet approvals that drain their tokens. These links spread quickly through WhatsApp and social media groups.
- **Fees:** creating and trading NFTs costs network fees, which can exceed the price of cheap NFTs on some blockchains.
- **Disappearing content:** if the project shuts its servers, your token may link to nothing.
- **Platform risk:** marketplaces can close or delist items.

## What to do if...

- **You signed something suspicious:** stop using that wallet for anything valuable. Move your remaining assets to a new wallet with a new seed phrase, and revoke old approvals in your wallet settings.
- **You bought a fake:** report the listing to the marketplace. Recovery is rarely possible, so warn others.
- **You were scammed:** keep links, screenshots and transaction details, and report it to the Commonwealth of Dominica Police Force. Ignore anyone offering to recover your NFT for a fee.

## Quick FAQ

**Is the picture stored on the blockchain?** Usually not. Normally only the token and a link are on-chain.

**Can I lose an NFT?** Yes, if you lose your seed phrase or sign a malicious approval. There is no help desk that can return it.

**Do local rules apply?** If you only sell your own work, you are mainly dealing with copyright and tax matters; records of sales help with the Inland Revenue Division of Dominica. Running a marketplace or holding crypto for others may fall under the Virtual Asset Business Act, 2022, administered by the Financial Services Unit (FSU). See our [legal page](/legal).

## Key takeaways

- An NFT is a unique ownership record, not the artwork or the copyright.
- Verify creators and contract addresses; never sign unknown approvals.
- Count every fee, and expect that you may not be able to resell.
- Treat NFTs as collectibles, not as a way to make money.

## Next steps

Read the community article on [NFTs and Caribbean art](/community/posts/nfts-caribbean-art), revisit [Ethereum and Smart Contracts](/education/ethereum-smart-contracts) and review [Wallet Security](/security/wallet-security).`,
};

export default page;
