import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  fetchServiceBaseline,
  fetchServiceNoise,
  uploadAbRunToService,
  uploadToService
} from "./chunk-J62FSBLE.js";
import "./chunk-DAESKC7I.js";
import "./chunk-GANRKYJD.js";
export {
  fetchServiceBaseline,
  fetchServiceNoise,
  uploadAbRunToService,
  uploadToService
};
