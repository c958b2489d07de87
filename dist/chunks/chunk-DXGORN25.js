import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  DEFERRED_FIELDS
} from "./chunk-2MLG42B3.js";

// src/report/escape.ts
var MARKDOWN_SPECIAL = /[\\`*_{}[\]()#+!|~>]/g;
var ZWJ = "\u200D";
var CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
var BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
var UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
function escapeMarkdown(text) {
  return text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ").replace(BIDI, "\uFFFD").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(MARKDOWN_SPECIAL, (ch) => ch === "|" ? "&#124;" : ch === "#" ? `\\#${ZWJ}` : `\\${ch}`).replace(/\bGH-(?=\d)/gi, (m) => `${m.slice(0, 2)}${ZWJ}-`).replace(/@/g, `@${ZWJ}`).replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}${ZWJ}.`).replace(/:\/\//g, `:${ZWJ}//`).replace(/:/g, "&#58;").replace(/\$/g, "<span>$</span>");
}
function escapeMermaidLabel(text) {
  return text.replace(/["[\]\r\n`;]/g, " ").replace(CONTROLS, " ").replace(BIDI, "\uFFFD").slice(0, 60);
}
function visible(ch) {
  if (ch === "\n") return "\\n";
  if (ch === "	") return "\\t";
  if (ch === "\r") return "\\r";
  const code = ch.charCodeAt(0);
  return code < 256 ? `\\x${code.toString(16).padStart(2, "0")}` : `<U+${code.toString(16).toUpperCase()}>`;
}
function escapeTextName(text) {
  return UNSAFE.test(text) ? text.replace(CONTROLS, visible).replace(BIDI, visible) : text;
}
var WORKFLOW_COMMAND = /^([ \t]*)::/gm;
var LEGACY_WORKFLOW_COMMAND = /##\[/g;
var TERMINAL_COMMAND = /^[ \t]*::|##\[/m;
function escapeTerminalText(text) {
  if (!UNSAFE.test(text) && !TERMINAL_COMMAND.test(text)) return text;
  return text.replace(CONTROLS, (ch) => ch === "\n" || ch === "	" ? ch : visible(ch)).replace(BIDI, visible).replace(WORKFLOW_COMMAND, "$1\\::").replace(LEGACY_WORKFLOW_COMMAND, "#\\#[");
}
function escapeStrings(value, escape) {
  const walk = (v) => {
    if (typeof v === "string") return escape(v);
    if (v === null || typeof v !== "object") return v;
    let out = v;
    if (Array.isArray(v)) {
      const first = v[0];
      if (typeof first === "object" || typeof first === "string") {
        let copy;
        for (let i = 0; i < v.length; i++) {
          const next = walk(v[i]);
          if (next !== v[i]) (copy ??= v.slice())[i] = next;
        }
        out = copy ?? v;
      }
    } else {
      const proto = Object.getPrototypeOf(v);
      if (proto === Object.prototype || proto === null) {
        const record = v;
        if (record[DEFERRED_FIELDS]) return deferredCopy(record, walk);
        let copy;
        for (const key in record) {
          const item = record[key];
          if (typeof item !== "string" && (item === null || typeof item !== "object")) continue;
          const next = walk(item);
          if (next !== item) (copy ??= { ...record })[key] = next;
        }
        out = copy ?? v;
      }
    }
    return out;
  };
  return walk(value);
}
function deferredCopy(record, walk) {
  const copy = Object.create(Object.getPrototypeOf(record));
  Object.defineProperty(copy, DEFERRED_FIELDS, { value: true });
  const settle = (key, value) => Object.defineProperty(copy, key, { value, writable: true, enumerable: true, configurable: true });
  for (const key of Object.keys(record)) {
    const field = Object.getOwnPropertyDescriptor(record, key);
    if (!field.get) {
      settle(key, walk(field.value));
      continue;
    }
    Object.defineProperty(copy, key, {
      enumerable: true,
      configurable: true,
      get: () => {
        const item = record[key];
        if (!(key in record)) {
          delete copy[key];
          return void 0;
        }
        settle(key, walk(item));
        return copy[key];
      },
      set: (value) => settle(key, value)
    });
  }
  return copy;
}
function escapeCsvText(text) {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export {
  escapeMarkdown,
  escapeMermaidLabel,
  escapeTextName,
  escapeTerminalText,
  escapeStrings,
  escapeCsvText
};
