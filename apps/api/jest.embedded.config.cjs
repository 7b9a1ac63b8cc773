// The API suite on the embedded default (PGlite, inline queue) whatever DATABASE_URL / REDIS_URL say.
const api = require('./jest.config.cjs');

module.exports = { ...api, displayName: 'api-embedded', setupFiles: [...(api.setupFiles ?? []), require.resolve('../../tools/jest/embedded-env.cjs')] };
