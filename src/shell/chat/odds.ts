import { formatFraction, toNumber, type Fraction } from "../../rules/core/probability";

/** Exact odds as every ruleset's cards and dialogs show them. */
export interface OddsText {
  /** The exact fraction, shown on hover. */
  fraction: string;
  /** Rounded percentage; never "0%" or "100%" for odds that are not exactly so. */
  percent: string;
}

/** Exact odds as text: a percentage and, on hover, the fraction. */
export function oddsText(f: Fraction): OddsText {
  const p = toNumber(f) * 100;
  const percent =
    f.num === 0 ? "0%" : p < 1 ? "<1%" : p > 99 && f.num !== f.den ? ">99%" : `${Math.round(p)}%`;
  return { fraction: formatFraction(f), percent };
}
