import type { MicroFormat } from './types.js';
import { detectJmhJson, parseJmhJson } from './jmh-json.js';
import { detectJmhText, parseJmhText } from './jmh-text.js';
import { looksLikeJson } from './json.js';

/** JMH (Java): `-rf json` results or the human-readable text output. */
export const jmh: MicroFormat = {
  name: 'jmh',
  description: 'JMH `-rf json` results or its text output (summary table + iterations)',
  detect: (head) => Math.max(detectJmhJson(head), detectJmhText(head)),
  parse: (text, source) => (looksLikeJson(text) ? parseJmhJson(text, source) : parseJmhText(text, source)),
};
