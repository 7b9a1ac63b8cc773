module.exports = {
  ...require('../../tools/jest/preset.cjs'),
  displayName: 'contracts',
  rootDir: __dirname,
};
