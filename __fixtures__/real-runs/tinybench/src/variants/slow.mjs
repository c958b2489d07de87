export const SLOW = true; // slow build: json roundtrip, fnv1a and word count do ~20% more real work
