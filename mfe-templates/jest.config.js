module.exports = require('@qms/jest-config').createJestConfig(__dirname);
