// Module Federation needs an async boundary: the runtime must set up shared modules (React, antd...)
// before any of them is evaluated, so the real entry is loaded with a dynamic import.
import('./bootstrap');
export {};
