/**
 * Jest's runtime, with V8's code cache kept across the test files of a worker. Each test file loads the whole server
 * again (a module registry of its own); compiling those ~3,000 modules was about a quarter of a small integration
 * file's CPU time. A module's compiled code is kept after the first file that ran it (functions compiled while it
 * ran included) and given to V8 for the same file and source in the next files; V8 checks it and compiles afresh
 * when it does not fit. Modules are still evaluated once per test file, as before: only the compiling is shared.
 * So are each module's source (read again only when its size or mtime changed) and its transformed code (made again
 * only for another source or other options): reading both from disk, with Jest's checksums, was a fifth of a small file's CPU.
 * At teardown it also stops what a file's modules leave running in the worker (async-local storages, performance
 * observers, event-loop monitors, intervals): each kept that file's whole module graph alive, and the worker's heap
 * grew by about 30 MB per file, its collector's work with it.
 */
const asyncHooks = require('node:async_hooks');
const perfHooks = require('node:perf_hooks');
const { statSync } = require('node:fs');
const { Script } = require('node:vm');
const Runtime = require('jest-runtime').default;

/** filename → the source it was compiled from and V8's code cache for it (one per worker process). */
const codeCache = new Map();

/**
 * What jest-runtime's compile does (a function of the module's parameters, in the test's context), through a
 * vm.Script so that its code cache can be made after the module ran; `fresh` collects the scripts compiled without one.
 */
function compileWithCache(executor, compile, source, filename, fresh) {
  const vmContext = executor.environment.getVmContext();
  if (vmContext == null || executor.resolution.isCoreModule(filename)) return compile(source, filename);
  const known = codeCache.get(filename);
  const cachedData = known?.source === source ? known.data : undefined;
  const header = `(function (${executor.injectedModuleParameters.join(', ')}) {`;
  let script;
  try {
    script = new Script(`${header}${source}\n})`, {
      filename,
      cachedData,
      // Columns of the first line as in the file itself (stack traces and source maps).
      columnOffset: -header.length,
      importModuleDynamically: (specifier, _script, attributes, ...rest) => executor.dynamicImport(specifier, filename, vmContext, attributes, rest[0]),
    });
  } catch {
    // A syntax error: Jest's own compile reports it as Jest does.
    return compile(source, filename);
  }
  if (!cachedData || script.cachedDataRejected) fresh.push({ filename, source, script });
  return script.runInContext(vmContext);
}

/** filename → its source as last read, with the size and mtime it had (one per worker process). */
const sources = new Map();

/** A module's source, read again only when the file's size or mtime changed since the last read. */
function keptSource(filename, read) {
  const stat = statSync(filename, { throwIfNoEntry: false });
  const kept = sources.get(filename);
  if (stat && kept && kept.size === stat.size && kept.mtimeMs === stat.mtimeMs) return kept.source;
  const source = read(filename);
  if (stat) sources.set(filename, { size: stat.size, mtimeMs: stat.mtimeMs, source });
  return source;
}

/** filename → the transform of one source with one set of options (one per worker process). */
const transforms = new Map();

/** The script transformer's transform, made once per file, source, project and options in this worker. */
function keepTransforms(scriptTransformer) {
  const transform = scriptTransformer.transform.bind(scriptTransformer);
  scriptTransformer.transform = (filename, options, source) => {
    const key = `${scriptTransformer._config?.id}\0${JSON.stringify(options)}`;
    const kept = transforms.get(filename);
    if (kept && kept.key === key && kept.source === source) return kept.result;
    const result = transform(filename, options, source);
    transforms.set(filename, { key, source, result });
    return result;
  };
}

/**
 * node:async_hooks for one test file, its AsyncLocalStorage instances recorded so that teardown can disable them.
 * On Node 20 every enabled instance is visited each time a promise is made, and an instance is never dropped by
 * itself: with the logger's, jest-circus's and better-auth's from each earlier file of the worker, the visits grew
 * to about a tenth of the suite's CPU, and the stores they carried kept earlier files' objects alive for the collector.
 */
function asyncHooksOfOneFile(storages) {
  class FileAsyncLocalStorage extends asyncHooks.AsyncLocalStorage {
    constructor(...args) {
      super(...args);
      storages.push(this);
    }
  }
  return { ...asyncHooks, AsyncLocalStorage: FileAsyncLocalStorage };
}

/** Removes the async-local stores Node gave an async resource when it was made (one property per AsyncLocalStorage). */
function forgetStores(resource) {
  for (const key of Object.getOwnPropertySymbols(resource ?? {})) if (key.description === 'kResourceStore') delete resource[key];
}

/**
 * node:perf_hooks for one test file, its observers (prom-client's of garbage collections) and event-loop delay
 * monitors recorded so that teardown can stop them: one left running holds its file's modules in memory.
 */
function perfHooksOfOneFile(stoppers) {
  class FilePerformanceObserver extends perfHooks.PerformanceObserver {
    observe(...args) {
      stoppers.push(() => this.disconnect());
      return super.observe(...args);
    }
  }
  const monitorEventLoopDelay = (...args) => {
    const histogram = perfHooks.monitorEventLoopDelay(...args);
    stoppers.push(() => {
      histogram.disable();
      // Node never frees a monitor (its native timer handle stays open), so that handle must not keep the file's async-local stores.
      for (const key of Object.getOwnPropertySymbols(histogram)) if (typeof histogram[key] === 'object') forgetStores(histogram[key]);
    });
    return histogram;
  };
  return { ...perfHooks, PerformanceObserver: FilePerformanceObserver, monitorEventLoopDelay };
}

/** The environment's setInterval, its timers recorded so that teardown can clear them (a module's own, such as a log flush). */
function keepIntervals(global, stoppers) {
  const start = global.setInterval;
  global.setInterval = (...args) => {
    const timer = start(...args);
    stoppers.push(() => clearInterval(timer));
    return timer;
  };
}

class CachingRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    this.freshScripts = [];
    const executor = this.executor;
    const compile = executor.compile.bind(executor);
    executor.compile = (source, filename) => compileWithCache(executor, compile, source, filename, this.freshScripts);
    const files = this.fileCache;
    const readFile = files.readFile.bind(files);
    // Jest's per-file map first (the test file itself comes from its cacheFS); a kept source joins it, as a read would.
    files.readFile = (filename) => {
      let source = files.strings.get(filename);
      if (source === undefined) files.strings.set(filename, (source = keptSource(filename, readFile)));
      return source;
    };
    keepTransforms(this.transformCache.scriptTransformer);
    this.storages = [];
    this.stoppers = [];
    const ownModules = new Map([
      ['async_hooks', asyncHooksOfOneFile(this.storages)],
      ['perf_hooks', perfHooksOfOneFile(this.stoppers)],
    ]);
    const requireCore = this.coreModule.require.bind(this.coreModule);
    this.coreModule.require = (moduleName) => ownModules.get(moduleName.replace(/^node:/, '')) ?? requireCore(moduleName);
    keepIntervals(this._environment.global, this.stoppers);
  }

  teardown() {
    // After the file ran, so that the cache holds the functions it compiled lazily too.
    for (const { filename, source, script } of this.freshScripts) codeCache.set(filename, { source, data: script.createCachedData() });
    this.freshScripts = [];
    for (const storage of this.storages.splice(0)) storage.disable();
    for (const stop of this.stoppers.splice(0)) stop();
    return super.teardown();
  }
}

module.exports = CachingRuntime;
