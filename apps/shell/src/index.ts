import type { $ZodConfig } from 'zod/v4/core';

// The CSP forbids eval: zod must not even try its compiled parsers (each try is a CSP violation report).
// Every copy of zod (the forms' lazy chunks, the remotes') takes its settings from this global when it
// loads; set here, before any does. Calling zod's `config()` instead brought 8 KB of zod to every page.
(globalThis as { __zod_globalConfig?: $ZodConfig }).__zod_globalConfig = { jitless: true };

// Module Federation needs an async boundary: the runtime must set up shared modules (React, antd...)
// before any of them is evaluated, so the real entry is loaded with a dynamic import.
import('./bootstrap');
// Most visits begin at /login (PAGES.login; the contracts are shared, so not read here before the async boundary):
// its form's chunk downloads beside the bootstrap, not after it.
if (window.location.pathname === '/login') void import('./sign-in/SignInGate');
export {};
