// Bundles the action, the CLI, the library and the block-log worker into dist/ (committed; CI checks it
// is what a fresh build gives).
import { rm } from 'node:fs/promises';
import { bundle } from './bundle.mjs';

await rm('dist', { recursive: true, force: true });
await bundle('dist');
