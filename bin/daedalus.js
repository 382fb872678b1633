#!/usr/bin/env node
// The daedalus CLI; the code lives in src/cli/ and is compiled to dist/ by `npm install` (prepare).
import "../dist/cli/main.js";
