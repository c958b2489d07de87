import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  createToken,
  projectOfToken
} from "./chunk-OGY4QTA5.js";
import "./chunk-GANRKYJD.js";
export {
  createToken,
  projectOfToken
};
