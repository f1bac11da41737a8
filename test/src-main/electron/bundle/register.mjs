// Registers ./hooks.mjs (node --import test/src-main/electron/bundle/register.mjs …).
import { register } from 'node:module';
register('./hooks.mjs', import.meta.url);
