export const SLOW = false;
