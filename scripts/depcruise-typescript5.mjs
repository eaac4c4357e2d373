// Preloaded by scripts/depcruise.mjs (node --import): `typescript` resolves to the typescript5 alias
// for dependency-cruiser, which needs the compiler API that TypeScript 7's package lacks. It asks
// twice: require() for the package's version, import() for the compiler.
import Module, { register } from 'node:module';

const toFive = (request) => request.replace(/^typescript(?=$|\/)/, 'typescript5');

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolve(request, ...rest) {
  return resolveFilename.call(this, toFive(request), ...rest);
};

const hooks = `export async function resolve(specifier, context, next) {
  return next(specifier.replace(/^typescript(?=$|\\/)/, 'typescript5'), context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
