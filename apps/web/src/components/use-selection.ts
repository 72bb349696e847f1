import { useState } from 'react';

/** Rows picked by their checkboxes, by id. */
export interface Selection {
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Selects, or unselects, all of these (a page, a table). */
  setMany: (ids: readonly string[], selected: boolean) => void;
  clear: () => void;
}

export function useSelection(): Selection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const setMany = (ids: readonly string[], select: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (select) next.add(id);
      else next.delete(id);
    }
    setSelected(next);
  };

  return {
    isSelected: (id) => selected.has(id),
    toggle: (id) => setMany([id], !selected.has(id)),
    setMany,
    clear: () => setSelected(new Set()),
  };
}
