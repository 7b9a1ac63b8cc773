// Async boundary of Module Federation: shared modules are set up before the real entry runs.
import('./bootstrap');
export {};
