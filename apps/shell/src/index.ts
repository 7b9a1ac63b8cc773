import { config } from 'zod/v4/core';

// The CSP forbids eval: zod must not even try its compiled parsers (each try is a CSP violation report).
// Set before anything parses; its settings live on globalThis, so the remotes' copies follow it too.
config({ jitless: true });

// Module Federation needs an async boundary: the runtime must set up shared modules (React, antd...)
// before any of them is evaluated, so the real entry is loaded with a dynamic import.
import('./bootstrap');
export {};
