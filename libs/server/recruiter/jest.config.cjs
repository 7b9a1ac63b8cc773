module.exports = {
  ...require('../../../tools/jest/preset.cjs'),
  displayName: 'server-recruiter',
  rootDir: __dirname,
};
