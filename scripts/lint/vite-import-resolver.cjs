// ESLint import resolver for the site's sources: Node's resolution with TypeScript extensions, after dropping the
// Vite query some imports carry (`logo.svg?no-inline`). eslint-import-resolver-typescript would do it, but its
// native bindings are not all on the registry this project installs from.
const nodeResolver = require('eslint-import-resolver-node');

exports.interfaceVersion = 2;

exports.resolve = (source, file, config) => nodeResolver.resolve(source.replace(/\?.*$/, ''), file, config);
