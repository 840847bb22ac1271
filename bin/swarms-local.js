#!/usr/bin/env node
// The installed command: runs the compiled CLI, bundled into one module with its lazy chunks (built by
// `npm install` through the prepare script; scripts/build/bundle-cli.ts says why).
import '../dist/cli-bundle/main.js';
