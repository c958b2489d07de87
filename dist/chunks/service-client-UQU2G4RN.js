import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  fetchServiceBaseline,
  fetchServiceNoise,
  uploadToService
} from "./chunk-NSRNZKEJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-GANRKYJD.js";
export {
  fetchServiceBaseline,
  fetchServiceNoise,
  uploadToService
};
