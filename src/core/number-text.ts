// Numbers as messages print them, for every floor: core's and the readers' errors as well as the reports.

/**
 * An integer grouped by threes with commas (12,345,678). Written by hand because the first toLocaleString call
 * loads ICU's number formatting, about a tenth of a CLI run on an 18k-block pair; non-finite and exponent-sized
 * values keep toLocaleString.
 */
export function groupThousands(n: number): string {
  if (!Number.isInteger(n) || Math.abs(n) >= 1e21) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n));
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = out.length; i < digits.length; i += 3) out += ',' + digits.slice(i, i + 3);
  return n < 0 ? '-' + out : out;
}
