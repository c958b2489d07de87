export const SLOW = 0.1; // slow10 build: json roundtrip, fnv1a and word count do ~10% more real work
