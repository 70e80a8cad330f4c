// The machines run Node 20.20; Vitest 5 and MSW 3 call a few ES2024/2025 built-ins that arrived in
// Node 21-22 (Map.groupBy when Vitest reports a failure, Promise.withResolvers and Set methods in MSW).
// Loaded by the Vitest config (main process) and the test setup files (workers). Remove with Node 22.
'use strict';

if (typeof Map.groupBy !== 'function') {
  Map.groupBy = function groupBy(items, keyOf) {
    const map = new Map();
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      if (!map.has(key)) map.set(key, []);
      map.get(key).push(item);
    }
    return map;
  };
}
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = function groupBy(items, keyOf) {
    const result = Object.create(null);
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      (result[key] ??= []).push(item);
    }
    return result;
  };
}
if (typeof Promise.withResolvers !== 'function') {
  Promise.withResolvers = function withResolvers() {
    let resolve;
    let reject;
    const promise = new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}
const setMethods = {
  intersection(other) {
    return new Set([...this].filter((value) => other.has(value)));
  },
  difference(other) {
    return new Set([...this].filter((value) => !other.has(value)));
  },
  union(other) {
    const result = new Set(this);
    for (const value of other.keys()) result.add(value);
    return result;
  },
  isSubsetOf(other) {
    return [...this].every((value) => other.has(value));
  },
};
for (const [name, fn] of Object.entries(setMethods)) {
  if (typeof Set.prototype[name] !== 'function') {
    Object.defineProperty(Set.prototype, name, { value: fn, writable: true, configurable: true });
  }
}
