// @actions/core faked at its edge, as actions/typescript-action's template does (__fixtures__/core.ts): inputs
// come from a map, and outputs, failures, log lines and the job summary are recorded for the test to read.
// Everything behind it (inputs parsing, the comparison, the renderers, the GitHub client) is the real code.
import type * as actionsCore from '@actions/core';
import { jest } from '@jest/globals';

export const inputs = new Map<string, string>();
export const outputs = new Map<string, string>();
export const log: { level: 'info' | 'notice' | 'warning' | 'error' | 'debug'; text: string }[] = [];
export let summaryText = '';

/** Clears what the previous test recorded. */
export function resetFakeCore(given: Record<string, string>): void {
  inputs.clear();
  for (const [name, value] of Object.entries(given)) inputs.set(name, value);
  outputs.clear();
  log.length = 0;
  summaryText = '';
  jest.clearAllMocks();
}

const message = (m: string | Error) => (m instanceof Error ? m.message : m);

// The runner's rules: a missing input reads as '', `required` fails with the runner's message.
export const getInput = jest.fn<typeof actionsCore.getInput>((name, options) => {
  const value = inputs.get(name) ?? '';
  if (options?.required && value === '') throw new Error(`Input required and not supplied: ${name}`);
  return options?.trimWhitespace === false ? value : value.trim();
});
export const getMultilineInput = jest.fn<typeof actionsCore.getMultilineInput>((name, options) =>
  getInput(name, options)
    .split('\n')
    .filter((line) => line !== ''),
);
export const getBooleanInput = jest.fn<typeof actionsCore.getBooleanInput>(
  (name, options) => getInput(name, options) === 'true',
);
export const setOutput = jest.fn<typeof actionsCore.setOutput>((name, value) => {
  outputs.set(name, String(value));
});
export const setFailed = jest.fn<typeof actionsCore.setFailed>();
export const setSecret = jest.fn<typeof actionsCore.setSecret>();
export const info = jest.fn<typeof actionsCore.info>((text) => void log.push({ level: 'info', text }));
export const debug = jest.fn<typeof actionsCore.debug>((text) => void log.push({ level: 'debug', text }));
export const notice = jest.fn<typeof actionsCore.notice>(
  (text) => void log.push({ level: 'notice', text: message(text) }),
);
export const warning = jest.fn<typeof actionsCore.warning>(
  (text) => void log.push({ level: 'warning', text: message(text) }),
);
export const error = jest.fn<typeof actionsCore.error>(
  (text) => void log.push({ level: 'error', text: message(text) }),
);

/** The job summary: addRaw buffers, write appends to what the step wrote (as the runner's file would). */
export const summary = {
  buffer: '',
  addRaw(text: string) {
    this.buffer += text;
    return this;
  },
  async write() {
    summaryText += this.buffer;
    this.buffer = '';
    return this;
  },
};
