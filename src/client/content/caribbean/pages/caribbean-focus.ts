import type { ContentPage } from '../../types';

const page: ContentPage = {
  title: "Caribbean Focus",
  description: "Crypto realities in Dominica and the Eastern Caribbean: remittances, banking access, the ECCB and DCash, hurricanes and regulation.",
  lastReviewed: "2026-11-22",
  body: `Most crypto explainers are written for people in large countries with many banks and reliable payment apps. Life in Dominica and the wider Caribbean is different, and so are the reasons people look at crypto and the risks they face.

## Money from family abroad

Many households rely on remittances from relatives in the United States, the United Kingdom, Canada and the French islands. Traditional transfers can be slow and costly. Stablecoins such as USDT can move in minutes at any hour, which is why they attract interest. But turning them into EC dollars you can spend still needs a trustworthy route, and every step has fees. Compare the **total** cost in EC dollars with a money transfer service before switching.

## Banking access and "de-risking"

Caribbean banks depend on larger correspondent banks abroad to move money internationally. Those correspondents are cautious about anything that looks risky, and crypto is high on their list. As a result, many local banks restrict card payments to exchanges, question deposits that come from crypto sales, or decline crypto businesses as customers. This is not aimed at you personally; it is how banks protect their own international connections. Our page on [banking](/caribbean-focus/banking) explains how to work with your bank rather than around it.

## The EC dollar and DCash

The EC dollar is issued by the Eastern Caribbean Central Bank (ECCB) and has been pegged at 2.70 to the US dollar for decades, so prices in US dollars translate easily. The ECCB also ran **DCash**, a pilot digital version of the EC dollar launched in 2021 that later ended. DCash was a central bank currency, not a cryptocurrency like bitcoin: its value was the EC dollar's, and it was run by the central bank.

## Hurricanes and resilience

Hurricane Maria in 2017 showed how quickly phones, paper records and power can disappear. Crypto balances live on blockchains and survive storms, but **access** depends on your seed phrase backup. Keep two copies in different places and protect them from water.

## Regulation

Dominica's [Virtual Asset Business Act, 2022](/legal) requires businesses that exchange, transfer or hold crypto for others to register with the Financial Services Unit. Other Caribbean countries have their own laws, at different stages. If a business serving you is based elsewhere, its home country's rules apply to it, not Dominica's.

## Small communities, fast rumours

Word of mouth spreads quickly on small islands, including word of "sure" investment opportunities. Fraudulent schemes often recruit through friends, family and church groups. Ask questions, check registrations, and never invest money you cannot afford to lose.

## Explore further

Read about [banking and crypto](/caribbean-focus/banking) and about [practical solutions](/caribbean-focus/solutions) people use today.`,
};

export default page;
