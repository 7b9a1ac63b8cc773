module.exports = {
  ...require('../../../tools/jest/preset.cjs'),
  displayName: 'server-milestones',
  rootDir: __dirname,
};
