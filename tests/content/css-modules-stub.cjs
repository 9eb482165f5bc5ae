// content:check runs the block registry under Node, where CSS Modules cannot load: each
// stylesheet becomes a map of class names to themselves.
require.extensions['.css'] = (module) => {
  module.exports = {
    __esModule: true,
    default: new Proxy({}, { get: (_target, name) => String(name) }),
  };
};
