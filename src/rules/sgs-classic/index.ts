/** Six Gun Sound (classic) rules core (guide `shared/rules/six-gun-sound-classic.md`): pure, no Foundry. */
export * from "./ids";
export * from "./interpretations";
export * from "./stats";
export * from "./movement";
export * from "./reactions";
export * from "./brawl";
export * from "./weapons";
export * from "./shooting";
export * from "./campaign";
export * from "./world";
export * from "./encounters";
export * from "./activation";
