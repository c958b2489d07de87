export const SLOW = false; // base build
