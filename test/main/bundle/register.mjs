// Registers ./hooks.mjs (node --import test/main/bundle/register.mjs …).
import { register } from 'node:module';
register('./hooks.mjs', import.meta.url);
