#!/usr/bin/env node
// The judge's command line; the implementation is TypeScript run by Node 24 directly.
await import('../src/cli.ts');
