// Micro-benchmark formats: one module per tool, a registry, detection, and the file/folder reader.
export type { MicroFormat, MicroParseOptions } from './types.js';
export { MICRO_FORMATS, MICRO_FORMAT_ALIASES, microFormatByName } from './registry.js';
export { detectMicroFormat, MICRO_HEAD_CHARS } from './detect.js';
export { readResultSet, type ReadResultSetOptions } from './read.js';
export { parseGenericCsv, parseGenericJson, type GenericColumns } from './generic.js';
export { parseCriterionTree } from './criterion-tree.js';
export { extractParams } from './params.js';
export { normalizeUnit } from './units.js';
