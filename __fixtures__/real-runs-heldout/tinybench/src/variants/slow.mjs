// slow build: "url parse", "array flat" and "string pad" do ~20% more real work
export const SLOW = true;
