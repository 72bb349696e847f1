import { useMemo, useState } from 'react';

/** Rows picked by their checkboxes, by id. */
export interface Selection {
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Selects, or unselects, all of these (a page, a table). */
  setMany: (ids: readonly string[], selected: boolean) => void;
  clear: () => void;
}

function withIds(current: ReadonlySet<string>, ids: readonly string[], select: boolean): ReadonlySet<string> {
  const next = new Set(current);
  for (const id of ids) {
    if (select) next.add(id);
    else next.delete(id);
  }
  return next;
}

/**
 * The changes keep their identity and the object changes only with the selection, so that memoized rows and
 * tables skip the renders that do not concern them.
 */
export function useSelection(): Selection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const changes = useMemo(
    () => ({
      toggle: (id: string) => setSelected((current) => withIds(current, [id], !current.has(id))),
      setMany: (ids: readonly string[], select: boolean) =>
        setSelected((current) => withIds(current, ids, select)),
      clear: () => setSelected(new Set()),
    }),
    [],
  );
  return useMemo(() => ({ ...changes, isSelected: (id) => selected.has(id) }), [changes, selected]);
}
