module.exports = require('../../libs/server/core/build/node-bundle.cjs')({ name: 'worker' });
