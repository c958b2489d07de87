import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  createToken,
  projectOfToken
} from "./chunk-53GLPPJ2.js";
import "./chunk-GANRKYJD.js";
export {
  createToken,
  projectOfToken
};
