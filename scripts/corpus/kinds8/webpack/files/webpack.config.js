const path = require('path');
module.exports = {
  mode: 'production',
  entry: { shop: './src/index.js', admin: './src/admin.js' },
  output: { path: path.resolve(__dirname, 'dist'), filename: '[name].js' },
  performance: { hints: 'warning', maxAssetSize: 20000, maxEntrypointSize: 20000 },
  stats: { modules: true, modulesSpace: 400 },
};
