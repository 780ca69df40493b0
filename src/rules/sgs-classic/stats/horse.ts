/** A horse's numbers (guide §2.5, §3.14; seed L289): CV 5, Constitution 12. */
export const HORSE = Object.freeze({ cv: 5, constitution: 12 });
