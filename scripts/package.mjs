// Bundles the action, the CLI, the library, the block-log worker and the service's worker into dist/ (committed; CI checks it
// is what a fresh build gives).
import { rm } from 'node:fs/promises';
import { bundle } from './bundle.mjs';

await rm('dist', { recursive: true, force: true });
await bundle('dist');
