import { useCallback, useState } from 'react';

/** A value with undo and redo: each `set` is one step back; up to `limit` steps are kept. */
export function useHistory<T>(initial: T, limit = 100) {
  const [state, setState] = useState({ past: [] as T[], present: initial, future: [] as T[] });
  const set = useCallback((next: T | ((current: T) => T)) => {
    setState((s) => {
      const value = typeof next === 'function' ? (next as (c: T) => T)(s.present) : next;
      if (JSON.stringify(value) === JSON.stringify(s.present)) return s;
      return { past: [...s.past, s.present].slice(-limit), present: value, future: [] };
    });
  }, [limit]);
  const undo = useCallback(() => setState((s) => (s.past.length ? { past: s.past.slice(0, -1), present: s.past[s.past.length - 1]!, future: [s.present, ...s.future] } : s)), []);
  const redo = useCallback(() => setState((s) => (s.future.length ? { past: [...s.past, s.present], present: s.future[0]!, future: s.future.slice(1) } : s)), []);
  return { value: state.present, set, undo, redo, canUndo: state.past.length > 0, canRedo: state.future.length > 0 };
}
