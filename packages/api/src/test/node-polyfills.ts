// MSW 3 declares Node >= 22.12; these machines run Node 20.20, which lacks the few ES2024/2025 built-ins
// MSW calls (measured: Promise.withResolvers, Set.prototype.intersection and .difference). Test-only:
// the browser bundles never load this file. Remove it once the project runs on Node 22.

type WithResolvers<T> = {
  promise: Promise<T>;
  resolve: (value: T | PromiseLike<T>) => void;
  reject: (reason?: unknown) => void;
};

const promiseCtor = Promise as unknown as { withResolvers?: <T>() => WithResolvers<T> };
if (typeof promiseCtor.withResolvers !== 'function') {
  promiseCtor.withResolvers = <T>() => {
    let resolve!: WithResolvers<T>['resolve'];
    let reject!: WithResolvers<T>['reject'];
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}

type SetLike<T> = { has(value: T): boolean; keys(): Iterator<T> };
const setProto = Set.prototype as unknown as Record<string, unknown>;
if (typeof setProto.intersection !== 'function') {
  setProto.intersection = function <T>(this: Set<T>, other: SetLike<T>): Set<T> {
    return new Set([...this].filter((value) => other.has(value)));
  };
}
if (typeof setProto.difference !== 'function') {
  setProto.difference = function <T>(this: Set<T>, other: SetLike<T>): Set<T> {
    return new Set([...this].filter((value) => !other.has(value)));
  };
}
if (typeof setProto.union !== 'function') {
  setProto.union = function <T>(this: Set<T>, other: SetLike<T>): Set<T> {
    const result = new Set(this);
    const keys = other.keys();
    for (let next = keys.next(); !next.done; next = keys.next()) result.add(next.value);
    return result;
  };
}

export {};
