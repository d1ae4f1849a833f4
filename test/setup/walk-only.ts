// The whole suite once more with generated code turned off: every validator walks its rules, so
// both executors answer every test (the `walk` project in vitest.config.ts).
import { Validator } from '../../src/index.js';

Validator.useGeneratedCode(false);
