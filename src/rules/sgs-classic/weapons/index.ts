/** Six Gun Sound (classic): the basic and advanced weapon tables (guide §2.6). */
export * from "./tables";
export * from "./profile";
