// `node --import tsx --import ./scripts/outside-next.mjs <script>`: runs server modules outside
// Next.js (the worker, migrations, ledger check, benches). Those modules `import 'server-only'`,
// which throws unless it is resolved for a server component; here every module is a server
// module, so 'server-only' resolves to the package's own empty file, for require (tsx compiles
// the project's TypeScript to CommonJS) and for import alike.
import Module, { createRequire, register } from 'node:module';
import path from 'node:path';

const emptyFile = path.join(path.dirname(createRequire(import.meta.url).resolve('server-only')), 'empty.js');

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === 'server-only' ? emptyFile : request, ...rest);
};

register(
  'data:text/javascript,' +
    encodeURIComponent(`export async function resolve(specifier, context, next) {
  return next(specifier === 'server-only' ? ${JSON.stringify(new URL(`file://${emptyFile}`).href)} : specifier, context);
}`),
  import.meta.url,
);
