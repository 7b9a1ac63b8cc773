// A project's own testTimeout in the one-run config: jest reads that setting once per run, not per project.
jest.setTimeout(globalThis.projectTestTimeout);
