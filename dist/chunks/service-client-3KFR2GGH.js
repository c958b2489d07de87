import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  fetchServiceBaseline,
  uploadToService
} from "./chunk-3UROZOYK.js";
import "./chunk-DAESKC7I.js";
import "./chunk-GANRKYJD.js";
export {
  fetchServiceBaseline,
  uploadToService
};
