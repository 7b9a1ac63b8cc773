// Indirection required by Module Federation: the federation runtime must boot
// before any shared dependency (React, react-dom, etc.) is evaluated. Dynamic
// `import('./bootstrap')` defers the real entry until federation is ready.
import('./bootstrap');
export {};
