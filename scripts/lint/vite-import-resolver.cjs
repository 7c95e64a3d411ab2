// ESLint import resolver for the site's sources: Node's resolution with TypeScript extensions, after dropping the
// Vite query some imports carry (`logo.svg?no-inline`). eslint-import-resolver-typescript would do it, but its
// native bindings are not all on the registry this project installs from.
const { join } = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

// The content folder's modules (frontend/vite/siteContent.ts) belong to the content layer: their declarations.
const siteContentModules = /^virtual:site-content\//;
const siteContentDeclarations = join(__dirname, '../../frontend/src/content/siteContent.d.ts');

exports.interfaceVersion = 2;

exports.resolve = (source, file, config) =>
  siteContentModules.test(source)
    ? { found: true, path: siteContentDeclarations }
    : nodeResolver.resolve(source.replace(/\?.*$/, ''), file, config);
