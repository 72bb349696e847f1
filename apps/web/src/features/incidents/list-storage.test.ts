import { CaseListType } from '@foretaksportalen/shared/contract/case';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from './list-rules.ts';
import {
  parseFilter,
  parseQuickViews,
  parseSort,
  parseTabIndex,
  storedText,
  storeFilter,
  storeQuickViews,
  storeSort,
  storeTabIndex,
  subscribeToListStorage,
} from './list-storage.ts';
import { CASE_LIST_STORAGE_KEYS, clearCaseListKeys } from './list-storage-keys.ts';

const readTabIndex = () => parseTabIndex(storedText.tabIndex());
const readSort = (tab: CaseListType) => parseSort(storedText.sort(tab));
const readFilter = () => parseFilter(storedText.filter());

const filter = { ...EMPTY_FILTER, Name: 'Tveit', DueDate: '2026-03-10', CaseClerk: 'Kari' };

describe('the list state in session storage (spec 2 §4)', () => {
  it('starts on Jobbkø, unsorted, with an empty filter', () => {
    expect(readTabIndex()).toBe(CaseListType.Queue);
    expect(readSort(CaseListType.Queue)).toBeNull();
    expect(readSort(CaseListType.Undistributed)).toBeNull();
    expect(readFilter()).toEqual(EMPTY_FILTER);
  });

  it('keeps the tab under tabIndex, the sort of each tab under sort_0 and sort_1, and the filter under filter', () => {
    storeTabIndex(CaseListType.Undistributed);
    storeSort(CaseListType.Queue, { column: 'DueDate', direction: 'asc' });
    storeSort(CaseListType.Undistributed, { column: 'LastName', direction: 'desc' });
    storeFilter(filter);

    expect(sessionStorage.getItem('tabIndex')).toBe('1');
    expect(JSON.parse(sessionStorage.getItem('sort_0') ?? '')).toEqual({
      column: 'DueDate',
      direction: 'asc',
    });
    expect(JSON.parse(sessionStorage.getItem('sort_1') ?? '')).toEqual({
      column: 'LastName',
      direction: 'desc',
    });
    expect(JSON.parse(sessionStorage.getItem('filter') ?? '')).toEqual(filter);

    expect(readTabIndex()).toBe(CaseListType.Undistributed);
    expect(readSort(CaseListType.Queue)).toEqual({ column: 'DueDate', direction: 'asc' });
    expect(readSort(CaseListType.Undistributed)).toEqual({ column: 'LastName', direction: 'desc' });
    expect(readFilter()).toEqual(filter);
  });

  it('forgets a tab sort that is switched off', () => {
    storeSort(CaseListType.Queue, { column: 'DueDate', direction: 'asc' });
    storeSort(CaseListType.Queue, null);
    expect(sessionStorage.getItem('sort_0')).toBeNull();
  });

  it('treats stored values that do not fit as nothing stored', () => {
    sessionStorage.setItem('tabIndex', '7');
    sessionStorage.setItem('sort_0', '{"column":"Password","direction":"asc"}');
    sessionStorage.setItem('sort_1', 'not json');
    sessionStorage.setItem('filter', '{"Name":42}');
    expect(readTabIndex()).toBe(CaseListType.Queue);
    expect(readSort(CaseListType.Queue)).toBeNull();
    expect(readSort(CaseListType.Undistributed)).toBeNull();
    expect(readFilter()).toEqual(EMPTY_FILTER);
  });

  it('reads a filter stored with fields missing', () => {
    sessionStorage.setItem('filter', '{"CaseId":"eb-2026"}');
    expect(readFilter()).toEqual({ ...EMPTY_FILTER, CaseId: 'eb-2026' });
  });

  it('tells subscribers about every write', () => {
    const heard: string[] = [];
    const unsubscribe = subscribeToListStorage(() => heard.push(storedText.filter() ?? ''));
    storeFilter(filter);
    storeSort(CaseListType.Queue, null);
    unsubscribe();
    storeTabIndex(CaseListType.Queue);
    expect(heard).toEqual([JSON.stringify(filter), JSON.stringify(filter)]);
  });

  it('writes only keys that logout, header navigation and company switch clear', () => {
    storeTabIndex(CaseListType.Undistributed);
    storeSort(CaseListType.Queue, { column: 'CaseId', direction: 'asc' });
    storeSort(CaseListType.Undistributed, { column: 'Clerk', direction: 'asc' });
    storeFilter(filter);
    storeQuickViews(['overdue', 'unread']);
    expect(Object.keys(sessionStorage).sort()).toEqual([...CASE_LIST_STORAGE_KEYS].sort());
    expect(parseQuickViews(storedText.quickViews())).toEqual(['overdue', 'unread']);

    clearCaseListKeys();
    expect(sessionStorage.length).toBe(0);
    expect(readTabIndex()).toBe(CaseListType.Queue);
    expect(readFilter()).toEqual(EMPTY_FILTER);
    expect(parseQuickViews(storedText.quickViews())).toEqual([]);
  });

  it('clears only the case-list keys on header navigation', () => {
    sessionStorage.setItem('refresh', 'token-1');
    for (const key of CASE_LIST_STORAGE_KEYS) sessionStorage.setItem(key, 'x');
    clearCaseListKeys();
    expect(sessionStorage.getItem('filter')).toBeNull();
    expect(sessionStorage.getItem('sort_1')).toBeNull();
    expect(sessionStorage.getItem('refresh')).toBe('token-1');
  });
});
