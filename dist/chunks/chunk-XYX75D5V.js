import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);

// src/core/number-text.ts
function groupThousands(n) {
  if (!Number.isInteger(n) || Math.abs(n) >= 1e21) return n.toLocaleString("en-US");
  const digits = String(Math.abs(n));
  let out = digits.slice(0, (digits.length - 1) % 3 + 1);
  for (let i = out.length; i < digits.length; i += 3) out += "," + digits.slice(i, i + 3);
  return n < 0 ? "-" + out : out;
}

export {
  groupThousands
};
