// webpack 5.110's RuntimePlugin adds its own sharing runtime module for every chunk that needs the share scope map;
// @module-federation/enhanced adds its own for the same globals (__webpack_require__.S / .I), which is the one its
// bundler runtime works with. Both end up in the shell's runtime file, the first only to be overwritten by the
// second: this drops webpack's (~6 KB before minifying).
const path = require('node:path');

class OneShareRuntimePlugin {
  apply(compiler) {
    const webpackLib = path.dirname(require.resolve('webpack', { paths: [compiler.context] }));
    const WebpackShareRuntimeModule = require(path.join(webpackLib, 'sharing', 'ShareRuntimeModule'));
    compiler.hooks.compilation.tap('OneShareRuntimePlugin', (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap('OneShareRuntimePlugin', () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          const modules = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)];
          const enhanced = modules.some(
            (m) => m.name === 'sharing' && !(m instanceof WebpackShareRuntimeModule),
          );
          if (!enhanced) continue;
          for (const m of modules)
            if (m instanceof WebpackShareRuntimeModule) chunkGraph.disconnectChunkAndRuntimeModule(chunk, m);
        }
      });
    });
  }
}

module.exports = { OneShareRuntimePlugin };
